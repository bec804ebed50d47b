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

# The one headless Chromium and the one JupyterLab server that every page check of a run shares: started in the
# background (scripts/lib/page_services.py, its output in build/test-logs/page-services.log), reachable through the
# file OQA_PAGE_SERVICES names once both answer (check_charts.page_services() waits for it); a check run without
# OQA_PAGE_SERVICES starts its own. page_services_stop ends both (scripts/test's exit trap). Needs PY and STAGE_LOGS.
page_services_start() {
  local dir="$STAGE_LOGS/page-services"
  rm -rf "$dir"; mkdir -p "$dir"
  export OQA_PAGE_SERVICES="$dir/services.json"
  "$PY" "$OQA_ROOT/scripts/lib/page_services.py" "$OQA_PAGE_SERVICES" "$dir" >"$STAGE_LOGS/page-services.log" 2>&1 &
  OQA_PAGE_SERVICES_PID=$!
}
page_services_stop() {
  [ -n "${OQA_PAGE_SERVICES_PID:-}" ] || return 0
  kill "$OQA_PAGE_SERVICES_PID" 2>/dev/null || true
  wait "$OQA_PAGE_SERVICES_PID" 2>/dev/null || true   # it stops Chromium and JupyterLab before it exits
  OQA_PAGE_SERVICES_PID=
  # Keep the two logs; the notebooks, profile and settings go.
  find "$STAGE_LOGS/page-services" -mindepth 1 -maxdepth 1 ! -name '*.log' -exec rm -rf {} +
  # Every start prints "started Chromium ..." or "started JupyterLab ..." (check_charts.py, lab_render.py): one each.
  oqa_log "started in this run: $(cat "$STAGE_LOGS"/*.log | grep -c '^started Chromium') Chromium," \
    "$(cat "$STAGE_LOGS"/*.log | grep -c '^started JupyterLab') JupyterLab"
}
