# Sourced by the test commands (test-all.sh, test-quick.sh, test-clock-ahead.sh): named steps, each timed, and a
# closing table of each step's seconds and of the Gatsby builds the run made (also on failure). Every production build adds a line to
# BUILD_TALLY_FILE (src/build/build-tally.ts). The run must leave every tracked file as it found it.

step_names=()
step_starts=()
step() {
  printf '\n==> %s\n' "$*"
  step_names+=("$*")
  step_starts+=("$(date +%s)")
}

export BUILD_TALLY_FILE
BUILD_TALLY_FILE="$(mktemp -t gatsby-builds.XXXXXX)"

# What git says of the tracked files now, to compare with at the end (a fresh clone: nothing).
tracked_state() { git diff HEAD --binary 2>/dev/null | sha256sum; }
tracked_at_start=$(tracked_state)

# Commands to run when the run ends, also on failure, before the table (at_exit 'bash cms/local/cms.sh stop').
exit_actions=()
at_exit() { exit_actions+=("$1"); }

timing_table() {
  local status=$? end i next builds action
  for action in "${exit_actions[@]}"; do
    bash -c "$action" || echo "At the end of the run, this failed: $action" >&2
  done
  end=$(date +%s)
  builds=$(wc -l <"$BUILD_TALLY_FILE")
  printf '\n%-8s  %s\n' "seconds" "step"
  for i in "${!step_names[@]}"; do
    next=${step_starts[$((i + 1))]:-$end}
    printf '%8d  %s\n' "$((next - step_starts[i]))" "${step_names[$i]%%:*}"
  done
  printf '%8d  %s\n' "$((end - ${step_starts[0]:-$end}))" "total ($([ "$status" -eq 0 ] && echo passed || echo "failed in the last step"))"
  printf '%8d  %s\n' "$builds" "Gatsby builds (gatsby build runs, publishing's included)"
  rm -f "$BUILD_TALLY_FILE"
}
trap timing_table EXIT

# The last step of a run: no tracked file changed (a lockfile npm rewrote, a generated file that is committed).
check_tracked_files_unchanged() {
  git rev-parse --is-inside-work-tree >/dev/null 2>&1 || return 0
  if [ "$(tracked_state)" != "$tracked_at_start" ]; then
    echo "The run changed tracked files; commit what the tools write, or stop them writing it:" >&2
    git status --short --untracked-files=no >&2
    return 1
  fi
}

# Runs the commands at the same time and prints each one's output after it has finished, in the order given;
# fails when one of them fails (after all have finished).
side_by_side() {
  local dir i status=0
  local -a pids=()
  dir=$(mktemp -d)
  printf 'Side by side (the output of each follows when it has finished):\n'
  printf '  %s\n' "$@"
  for i in $(seq 0 $(($# - 1))); do
    bash -c "${*:$((i + 1)):1}" >"$dir/$i" 2>&1 &
    pids+=("$!")
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || status=1
    cat "$dir/$i"
  done
  rm -rf "$dir"
  return "$status"
}

# The everyday gate (`npm run test:quick`), which `npm test` runs as its first part: one build from the embedded
# snapshot (it also writes the GraphQL types the type check needs), lint and the type check, jest and the browser
# suite on it. Lint runs beside the build and the type check beside jest: a build leaves a core idle for much of
# its time (its bootstrap and parts of webpack run on one), and jest's workers while they start.
everyday_steps() {
  step "npm packages"
  bash scripts/ensure-node-modules.sh

  step "Build from the embedded snapshot (also writes the GraphQL types), beside lint and format"
  side_by_side "npx gatsby build" "npx eslint . && npx prettier --check . --log-level warn"

  step "Type check (needs the build's GraphQL types), beside the unit and component tests (jest)"
  side_by_side "npm run --silent typecheck" "npx jest --ci --selectProjects plugin components"

  step "Browser tests on the built site (Playwright + Chromium)"
  bash scripts/e2e.sh
}
