# Headless Chromium for the chart checks: Debian's package, installed when missing and we may (root).
oqa_chromium() {
  if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then return 0; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    oqa_log "installing Debian's chromium for the browser checks"
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "oqa: the browser check needs Chromium: sudo apt-get install -y chromium" >&2; return 1
  fi
}
