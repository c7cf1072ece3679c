# Sourced by scripts/test-cms.sh and scripts/test-publish.sh: the local WordPress for this run, started and
# seeded from the snapshot. If it was not running before, it is stopped again when the run ends (a trap on EXIT,
# set in the sourcing script's shell).
if ! bash cms/local/cms.sh status >/dev/null 2>&1; then
  trap 'bash cms/local/cms.sh stop' EXIT
fi
bash cms/local/cms.sh start
bash cms/local/cms.sh seed >/dev/null
