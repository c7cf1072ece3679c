# Sourced by scripts that run programs from Debian's packages: `require_programs nginx curl` stops the script
# with a message naming each missing program, its package in Aptfile and the command that installs the list.
require_programs() {
  local program missing=()
  for program in "$@"; do
    command -v "$program" >/dev/null 2>&1 || missing+=("$program")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  npx --no-install tsx "$(dirname "${BASH_SOURCE[0]}")/missing-programs.ts" "${missing[@]}" || true
  exit 127
}
