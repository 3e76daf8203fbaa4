#!/usr/bin/env bash
# The README's start command (`npm start`): installs what is missing (Node 24, pnpm, workspace dependencies),
# then runs the sandbox API (which creates and seeds its database on first run) and the front ends, in the
# foreground, and prints the URLs to open and the demo log-ins. Ctrl-C stops everything it started.
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO_ROOT"
# shellcheck source=scripts/toolchain.sh
source scripts/toolchain.sh

export SANDBOX_PORT="${SANDBOX_PORT:-4010}"
export SANDBOX_HOST="${SANDBOX_HOST:-127.0.0.1}"
api_origin="http://127.0.0.1:$SANDBOX_PORT"

# Front ends: the host entry serves the three sub-domains on one dev server when it exists; until then any other
# app with a `dev` script runs on its own. Their URLs are printed when they exist.
front_end_apps=()
front_end_urls=()
if [ -f apps/host/package.json ]; then
  front_end_apps+=("apps/host")
  for label in bookings my-account online-joining; do front_end_urls+=("http://$label.leisure.localhost:5173"); done
else
  for manifest in apps/*/package.json; do
    dir="$(dirname "$manifest")"
    [ "$dir" = apps/sandbox-api ] && continue
    if node -e "process.exit(require('./$manifest').scripts?.dev ? 0 : 1)"; then front_end_apps+=("$dir"); fi
  done
fi

# shellcheck source=scripts/childProcesses.sh
source scripts/childProcesses.sh

echo "» Starting the sandbox API on $api_origin (database: ${SANDBOX_DB:-apps/sandbox-api/.data/sandbox.db}, created and seeded on first run)…"
start_child pnpm --filter @leisure/sandbox-api start

for dir in "${front_end_apps[@]}"; do
  echo "» Starting $dir (dev server)…"
  # The front ends call the sandbox started above (their build-time default is the same 127.0.0.1:4010/api).
  start_child env VITE_API_BASE_URL="${VITE_API_BASE_URL:-$api_origin/api}" pnpm --dir "$dir" run dev
done

# Wait until the API answers before printing where to go.
for _ in $(seq 1 100); do
  if answers "$api_origin/api/client"; then
    node scripts/printWelcome.ts "$api_origin" "${front_end_urls[@]}"
    break
  fi
  sleep 0.3
done

wait_for_children
