#!/usr/bin/env bash
# Sourced by scripts/start.sh and scripts/serve.sh: the processes they run in the background. Each child runs in
# its own process group (job control on), so stopping it also stops what pnpm started under it; Ctrl-C, a stop or
# the script's end stops them all.
set -m
child_pids=()
stop_children() {
  trap - INT TERM EXIT
  for pid in "${child_pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap 'stop_children; exit 130' INT TERM
trap stop_children EXIT

# start_child <command…>: runs it in the background.
start_child() {
  "$@" &
  child_pids+=("$!")
}

# answers <url>: whether a GET of it answers 2xx.
answers() {
  node -e "fetch('$1').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
}

# Stays in the foreground until one child stops (or Ctrl-C), then stops the rest with its exit code.
wait_for_children() {
  local code=0
  wait -n "${child_pids[@]}" || code=$?
  echo "» A process stopped (exit $code): stopping the others."
  exit "$code"
}
