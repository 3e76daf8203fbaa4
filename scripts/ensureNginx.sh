#!/usr/bin/env bash
# Sourced by scripts/test.sh and scripts/serve.sh: makes nginx available to serve the production build
# (deploy/nginx, docs/decisions/0834), with Debian's brotli filter when it can be had. Order: NGINX_BIN already
# set, nginx on the PATH (/usr/sbin included), then `apt-get install nginx libnginx-mod-http-brotli-filter` when
# root. Exports NGINX_BIN; returns 1 when there is no nginx.
ensure_nginx() {
  if [ -n "${NGINX_BIN:-}" ] && [ -x "$NGINX_BIN" ]; then return 0; fi
  local found
  found="$(PATH="$PATH:/usr/sbin:/sbin" command -v nginx || true)"
  if [ -z "$found" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "» Installing nginx from Debian (apt-get install nginx libnginx-mod-http-brotli-filter)…"
    export DEBIAN_FRONTEND=noninteractive
    # The package's own service is not wanted: policy-rc.d answers 101 so the install starts nothing.
    local policy=/usr/sbin/policy-rc.d created_policy=0
    if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && created_policy=1; fi
    apt-get update -qq && apt-get install -y -qq nginx >/dev/null
    apt-get install -y -qq libnginx-mod-http-brotli-filter >/dev/null 2>&1 ||
      echo "  (no brotli module: nginx serves gzip only)"
    [ "$created_policy" = 1 ] && rm -f "$policy"
    found="$(PATH="$PATH:/usr/sbin:/sbin" command -v nginx || true)"
  elif [ -n "$found" ] && [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] && [ "$(id -u)" = 0 ] &&
    command -v apt-get >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libnginx-mod-http-brotli-filter >/dev/null 2>&1 ||
      echo "  (no brotli module: nginx serves gzip only)"
  fi
  if [ -z "$found" ]; then
    echo "✗ nginx is needed to serve the production build: install Debian's nginx (apt-get install nginx)."
    return 1
  fi
  export NGINX_BIN="$found"
}
