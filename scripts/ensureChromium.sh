#!/usr/bin/env bash
# Sourced by scripts/test.sh: makes a Chromium available to the e2e tests and exports CHROMIUM_PATH.
# Order: CHROMIUM_PATH already set; Debian's headless shell (/usr/bin/chromium-headless-shell), the browser
# Playwright itself runs headless tests in, and on this 2-core machine about 15 % quicker than the full browser
# (decision 0007); Debian's /usr/bin/chromium; else Playwright's own download (CHROMIUM_PATH stays empty and
# Playwright uses its browser). When root, what is missing of the two Debian packages is installed first.
ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then return 0; fi
  # The full browser too: `pnpm perf` runs Lighthouse in it, and it is the one people use.
  local missing=()
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  if [ "${#missing[@]}" -gt 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "» Installing ${missing[*]} from Debian (apt-get install)…"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1 ||
      { DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; } ||
      echo "  apt-get could not install ${missing[*]}."
  fi
  for browser in /usr/bin/chromium-headless-shell /usr/bin/chromium; do
    if [ -x "$browser" ]; then
      export CHROMIUM_PATH="$browser"
      return 0
    fi
  done
  echo "» Installing Playwright's Chromium…"
  export CHROMIUM_PATH=
  (cd "$REPO_ROOT" && pnpm --filter @leisure/e2e exec playwright install chromium)
}
