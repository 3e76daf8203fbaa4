#!/usr/bin/env bash
# Sourced by scripts/test.sh: makes a Chromium available to the e2e tests and exports CHROMIUM_PATH.
# Order: CHROMIUM_PATH already set; Debian's headless shell (/usr/bin/chromium-headless-shell, installed with
# `apt-get install chromium-headless-shell` when root), the browser Playwright itself runs headless tests in, and on
# this 2-core machine about 15 % quicker than the full browser (decision 0007); Debian's /usr/bin/chromium; else
# Playwright's own download (CHROMIUM_PATH stays empty and Playwright uses its browser).
ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then return 0; fi
  if [ ! -x /usr/bin/chromium-headless-shell ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "» Installing Chromium's headless shell from Debian (apt-get install chromium-headless-shell)…"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 ||
      { DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null; } ||
      echo "  apt-get could not install chromium-headless-shell; trying the full browser."
  fi
  for browser in /usr/bin/chromium-headless-shell /usr/bin/chromium; do
    if [ -x "$browser" ]; then
      export CHROMIUM_PATH="$browser"
      return 0
    fi
  done
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "» Installing Chromium from Debian (apt-get install chromium)…"
    if DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; then
      export CHROMIUM_PATH=/usr/bin/chromium
      return 0
    fi
    echo "  apt-get could not install chromium; trying Playwright's own browser."
  fi
  echo "» Installing Playwright's Chromium…"
  export CHROMIUM_PATH=
  (cd "$REPO_ROOT" && pnpm --filter @leisure/e2e exec playwright install chromium)
}
