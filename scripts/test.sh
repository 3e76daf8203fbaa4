#!/usr/bin/env bash
# The README's test command (`npm test`, also what .ci/run calls). Installs what is missing (Node 24, pnpm,
# workspace dependencies, Chromium, nginx), then runs, in order: format check, lint, typecheck, every package's unit and
# component tests (vitest), the tooling's own tests, size budgets, the UI kit's catalogue build, and the e2e tests
# (Playwright in Chromium, visual regression included). Format, lint, typecheck, each size budget and the catalogue
# build count as one check each; every test counts on its own. It keeps going after a
# failure, prints a table per stage, ends with "N passed, N failed" alone on the last line, and exits 1 if
# anything failed.
set -uo pipefail
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO_ROOT"
run_started=$SECONDS

# If the set-up itself fails there is nothing to run: still end with the summary line.
setup_done=0
trap 'if [ "$setup_done" = 0 ]; then echo; echo "✗ set-up failed (Node 24, pnpm or pnpm install): nothing was run"; echo "0 passed, 1 failed"; exit 1; fi' EXIT
# shellcheck source=scripts/toolchain.sh
source scripts/toolchain.sh
setup_done=1
trap - EXIT
set +e
# shellcheck source=scripts/ensureChromium.sh
source scripts/ensureChromium.sh
ensure_chromium || echo "✗ No Chromium could be installed: the e2e tests will fail."
# The e2e tests run against the production build served by nginx (deploy/nginx).
# shellcheck source=scripts/ensureNginx.sh
source scripts/ensureNginx.sh
ensure_nginx || echo "✗ No nginx could be installed: the e2e tests will fail."

REPORTS="$REPO_ROOT/.reports"
rm -rf "$REPORTS"
mkdir -p "$REPORTS/vitest"

rows=()
total_passed=0
total_failed=0

record() { # record <stage> <passed> <failed> <seconds> [note]
  rows+=("$1|$2|$3|$4|${5:-}")
  total_passed=$((total_passed + $2))
  total_failed=$((total_failed + $3))
}

banner() { printf '\n━━ %s ━━\n' "$1"; }

# A check that passes or fails as a whole: format, lint, typecheck.
run_check() { # run_check <stage> <command…>
  local stage="$1" started=$SECONDS
  local log="${stage//[^a-zA-Z0-9]/_}.log"
  shift
  banner "$stage"
  "$@" 2>&1 | tee "$REPORTS/$log"
  if [ "${PIPESTATUS[0]}" = 0 ]; then
    record "$stage" 1 0 $((SECONDS - started))
  else
    record "$stage" 0 1 $((SECONDS - started)) "see .reports/$log"
  fi
}

# A vitest run whose tests are counted from its JSON report.
run_vitest() { # run_vitest <stage> <report file> <command…>
  local stage="$1" report="$2" started=$SECONDS
  shift 2
  banner "$stage"
  timeout --kill-after=30 900 "$@" --reporter=default --reporter=json --outputFile.json="$report" 2>&1
  local code=$?
  local counts passed failed note
  counts="$(node scripts/testCounts.mjs vitest "$report" "$code")"
  read -r passed failed note <<<"$counts"
  record "$stage" "$passed" "$failed" $((SECONDS - started)) "$note"
}

run_check format pnpm exec prettier --check .
run_check lint pnpm exec eslint . --max-warnings=0
run_check typecheck pnpm -r --no-bail --workspace-concurrency=2 run typecheck

# Unit and component tests: every workspace package with a `test` script (vitest run).
for manifest in apps/*/package.json packages/*/package.json; do
  [ -f "$manifest" ] || continue
  name="$(node -p "const p = require('./$manifest'); p.scripts && p.scripts.test ? p.name : ''")"
  [ -n "$name" ] || continue
  run_vitest "unit $name" "$REPORTS/vitest/${name//[@\/]/_}.json" pnpm --filter "$name" run test
done
# The repository's own lint rules (scripts/lint).
run_vitest "tooling scripts/" "$REPORTS/vitest/tooling.json" pnpm exec vitest run --root scripts
# The nginx configuration's renderer (deploy/nginx).
run_vitest "deploy deploy/" "$REPORTS/vitest/deploy.json" pnpm exec vitest run --root deploy

# Size budgets: every package with a `size` script (the host entry's first-load JS per front end) is one check.
for manifest in apps/*/package.json packages/*/package.json; do
  [ -f "$manifest" ] || continue
  name="$(node -p "const p = require('./$manifest'); p.scripts && p.scripts.size ? p.name : ''")"
  [ -n "$name" ] || continue
  run_check "size $name" pnpm --filter "$name" run size
done

# The UI kit's catalogue (Storybook, docs/decisions/0019) builds as one check; e2e's visual project then compares
# screenshots of its stories (and of the key pages) with the committed baselines.
run_check "catalogue @leisure/ui" pnpm --filter @leisure/ui run catalogue

# End-to-end: Playwright in Chromium against the real sandbox.
banner "e2e (Chromium)"
e2e_started=$SECONDS
E2E_JSON_REPORT="$REPORTS/e2e.json" timeout --kill-after=30 3000 pnpm --filter @leisure/e2e run e2e 2>&1
e2e_code=$?
read -r passed failed note <<<"$(node scripts/testCounts.mjs playwright "$REPORTS/e2e.json" "$e2e_code")"
record "e2e (Chromium)" "$passed" "$failed" $((SECONDS - e2e_started)) "$note"

banner "Summary ($((SECONDS - run_started)) s)"
printf '%-34s %7s %7s %6s  %s\n' "stage" "passed" "failed" "time" "note"
for row in "${rows[@]}"; do
  IFS='|' read -r stage passed failed seconds note <<<"$row"
  mark="✓"
  [ "$failed" != 0 ] && mark="✗"
  printf '%s %-32s %7s %7s %5ss  %s\n' "$mark" "$stage" "$passed" "$failed" "$seconds" "$note"
done
echo
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" = 0 ] || exit 1
