#!/usr/bin/env bash
# `npm run serve`: what ships, locally. Builds the host entry for production, then serves it with the nginx
# configuration of deploy/nginx on the three local sub-domains (port SERVE_PORT, 8080 by default), in front of the
# sandbox API, which nginx proxies at /api (docs/decisions/0826, 0834). Ctrl-C stops everything it started.
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO_ROOT"
# shellcheck source=scripts/toolchain.sh
source scripts/toolchain.sh
# shellcheck source=scripts/ensureNginx.sh
source scripts/ensureNginx.sh
ensure_nginx

export SANDBOX_PORT="${SANDBOX_PORT:-4010}"
export SANDBOX_HOST="${SANDBOX_HOST:-127.0.0.1}"
serve_port="${SERVE_PORT:-8080}"
api_origin="http://127.0.0.1:$SANDBOX_PORT"

echo "» Building the front ends for production (apps/host/dist)…"
# The pages call /api on their own origin, which nginx proxies to the sandbox; its logos come from the sandbox.
VITE_API_BASE_URL="${VITE_API_BASE_URL:-/api}" VITE_IMAGES_ORIGIN="${VITE_IMAGES_ORIGIN:-$api_origin}" \
  pnpm --filter @leisure/host run build --logLevel warn

# shellcheck source=scripts/childProcesses.sh
source scripts/childProcesses.sh

echo "» Starting the sandbox API on $api_origin…"
start_child pnpm --filter @leisure/sandbox-api start
echo "» Serving apps/host/dist with nginx on port $serve_port (deploy/nginx)…"
start_child node deploy/nginx/serveBuild.ts --dist apps/host/dist --port "$serve_port" --api "$api_origin"

urls=()
for label in bookings my-account online-joining; do urls+=("http://$label.leisure.localhost:$serve_port"); done
for _ in $(seq 1 100); do
  # The sandbox first (nginx would log each refused proxy attempt), then the same call through nginx.
  # nginx refuses host names other than the three sub-domains (421, decision 0834), so the call names one.
  if answers "$api_origin/api/client" && node -e "require('node:http').get({ host: '127.0.0.1', port: $serve_port,
    path: '/api/client', headers: { host: 'bookings.leisure.localhost' } }, (r) => process.exit(r.statusCode === 200 ? 0 : 1))
    .on('error', () => process.exit(1))"; then
    node scripts/printWelcome.ts "$api_origin" "${urls[@]}"
    break
  fi
  sleep 0.3
done

wait_for_children
