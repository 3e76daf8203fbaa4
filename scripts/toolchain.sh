#!/usr/bin/env bash
# Sourced by the start and test commands: makes Node 24 and pnpm available
# without touching the machine. The machine's node is used when it is >= 24,
# otherwise node@24 and pnpm are installed from the npm registry into .tools/.
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$REPO_ROOT/.tools"
NODE_MAJOR_WANTED=24

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if command -v node >/dev/null 2>&1 && [ "$(node_major node)" -ge "$NODE_MAJOR_WANTED" ]; then
  :
else
  if [ ! -x "$TOOLS/node/node_modules/.bin/node" ] || [ "$(node_major "$TOOLS/node/node_modules/.bin/node")" -lt "$NODE_MAJOR_WANTED" ]; then
    echo "» Installing Node $NODE_MAJOR_WANTED into .tools/node (the machine's node is older)…"
    npm install --prefix "$TOOLS/node" "node@$NODE_MAJOR_WANTED" --no-audit --no-fund --loglevel=error >/dev/null
  fi
  export PATH="$TOOLS/node/node_modules/.bin:$PATH"
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version | cut -d. -f1)" -lt 10 ]; then
  if [ ! -x "$TOOLS/pnpm/node_modules/.bin/pnpm" ]; then
    echo "» Installing pnpm into .tools/pnpm…"
    npm install --prefix "$TOOLS/pnpm" pnpm@12 --no-audit --no-fund --loglevel=error >/dev/null
  fi
  export PATH="$TOOLS/pnpm/node_modules/.bin:$PATH"
fi

# Install workspace dependencies when the lockfile or manifests changed since the last install.
install_stamp="$REPO_ROOT/node_modules/.install-stamp"
manifest_hash="$(cat "$REPO_ROOT"/pnpm-lock.yaml "$REPO_ROOT"/pnpm-workspace.yaml "$REPO_ROOT"/package.json "$REPO_ROOT"/{apps,packages}/*/package.json "$REPO_ROOT"/e2e/package.json 2>/dev/null | sha1sum | cut -d' ' -f1)"
if [ ! -f "$install_stamp" ] || [ "$(cat "$install_stamp")" != "$manifest_hash" ]; then
  echo "» Installing workspace dependencies (pnpm install)…"
  if [ -n "${CI:-}" ]; then
    (cd "$REPO_ROOT" && pnpm install --frozen-lockfile --reporter=append-only)
  else
    (cd "$REPO_ROOT" && pnpm install --reporter=append-only)
  fi
  echo "$manifest_hash" >"$install_stamp"
fi

# The contract's browser routes are build output, made from the contract and not committed (decision 0014): made
# again on every start and test run, so a pulled or edited contract never meets stale tables (0.5 s; it writes only
# what changed, and says so).
(cd "$REPO_ROOT/packages/api-contract" && node scripts/generateRoutes.ts --quiet)
