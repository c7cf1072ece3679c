# Sourced by scripts/test-cms.sh, scripts/test-publish.sh and scripts/test-all.sh: the local WordPress for this
# run, started and seeded from the snapshot. If it was not running before, it is stopped again when the run ends:
# through at_exit where the run has one (scripts/support/test-steps.sh, whose EXIT trap prints the closing table),
# otherwise through a trap on EXIT in the sourcing script's shell.
if ! bash cms/local/cms.sh status >/dev/null 2>&1; then
  if declare -F at_exit >/dev/null; then
    at_exit 'bash cms/local/cms.sh stop'
  else
    trap 'bash cms/local/cms.sh stop' EXIT
  fi
fi
bash cms/local/cms.sh start
bash cms/local/cms.sh seed >/dev/null
