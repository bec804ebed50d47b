#!/usr/bin/env python3
"""The one Chromium and the one JupyterLab server that every page check of a scripts/test run shares.

    page_services.py SERVICES_JSON WORK_DIR

Starts, side by side, a headless Chromium with its DevTools websocket on a free loopback port (offline: names
resolve to loopback only, as lab_render.py's own Chromium) and a JupyterLab server on loopback with a token, its own
data, config and settings dirs under WORK_DIR, serving WORK_DIR/root, where each check makes a folder of its own for
its notebooks. Once both answer it writes SERVICES_JSON (whole, by a rename):

    {"chromium": "ws://127.0.0.1:PORT/devtools/browser/ID",
     "lab": {"port": P, "token": T, "root": DIR, "settings": DIR, "data": DIR, "log": FILE}}

or {"error": "..."} if either did not start; the checks read it through check_charts.page_services() when
OQA_PAGE_SERVICES names it. Runs until SIGTERM or SIGINT (scripts/test's exit trap), or until the process that
started it dies, then stops both.
"""
import ctypes, json, os, pathlib, signal, subprocess, sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "checks"))
import check_charts as cc  # noqa: E402
import lab_render  # noqa: E402


def die_with_parent():
    """SIGTERM to this process when the one that started it dies (Linux), so a killed scripts/test leaves nothing."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)   # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def stop(proc):
    if proc is None or proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def write_whole(path, value):
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(value, indent=1))
    os.replace(tmp, path)


def main():
    if len(sys.argv) != 3:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    out, work = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]).resolve()
    def stopping(sig, _frame):   # SIGTERM or SIGINT, now or while starting: the finally clauses stop both
        print(f"page services: stopping ({signal.Signals(sig).name})", file=sys.stderr, flush=True)
        raise SystemExit(0)

    signal.signal(signal.SIGTERM, stopping)
    signal.signal(signal.SIGINT, stopping)
    die_with_parent()
    root, settings, data = work / "root", work / "settings", work / "data"
    for d in (root, settings, data, work / "config", work / "chromium-profile"):
        d.mkdir(parents=True, exist_ok=True)
    lab_render.theme_settings(settings, False)   # Light, every cell rendered; lab_render.py switches the theme
    browser = server = None
    try:
        server, port, token = lab_render.start_server(root, data, work / "config", settings, work / "server.log")
        binary = cc.find_chromium(None)
        if not binary:
            raise cc.BrowserError("Chromium not found (looked at $OQA_CHROMIUM, /usr/bin/chromium, PATH)")
        browser, ws = cc.start_shared_chromium(binary, work / "chromium-profile", open(work / "chromium.log", "wb"),
                                               lab_render.OFFLINE_FLAGS)
        print(f"started Chromium (shared, pid {browser.pid}, {ws.split('/devtools/')[0]})", file=sys.stderr, flush=True)
        if not lab_render.poll(lambda: lab_render.server_up(server, port, token, work / "server.log"), 120):
            raise cc.BrowserError(f"JupyterLab did not answer within 120 s; see {work / 'server.log'}")
        write_whole(out, {"chromium": ws, "lab": {"port": port, "token": token, "root": str(root),
                                                  "settings": str(settings), "data": str(data),
                                                  "log": str(work / "server.log")}})
        print("page services: up", file=sys.stderr, flush=True)
    except BaseException as e:
        write_whole(out, {"error": str(e) or type(e).__name__})
        print(f"page services: {e}", file=sys.stderr, flush=True)
        stop(browser)
        stop(server)
        return 1
    try:
        while True:
            signal.pause()   # until a signal; its handler ends the loop
    finally:
        stop(browser)
        stop(server)
        # What the page checks cost here, beside their own stages (scripts/lib/stages.sh's table reads this line):
        # this process, Chromium and JupyterLab with the kernels it started, once each has been waited for.
        t = os.times()
        print(f"page services: {round(t.user + t.system + t.children_user + t.children_system)} CPU-s "
              f"(Chromium, JupyterLab, their kernels)", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
