# Sourced near the top of every script that runs tests, a bench or a server on a fresh machine, after strict mode
# and `cd` to the project's root: installs what is missing (the npm packages, then the Debian packages in Aptfile)
# and gives `require_programs` (scripts/support/require-programs.sh), which stops the script, naming the package,
# when a program it needs is still not there.
bash scripts/ensure-node-modules.sh
bash scripts/install-system-packages.sh
source scripts/support/require-programs.sh
