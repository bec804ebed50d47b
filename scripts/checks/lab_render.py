#!/usr/bin/env python3
"""The charts draw, with their titles, in a real JupyterLab and a real Notebook 7, offline.

Executes a notebook in the "Java (OQA)" kernel, marks it trusted (as a user's own executed notebook is), serves it with
jupyter_server on loopback, opens /lab/tree/<nb> and /notebooks/<nb> in headless Chromium (check_charts.py's driver),
and requires every chart on screen to have an svg, plotted data and a non-empty title. Screenshots go to --screenshots.
Usage: lab_render.py NOTEBOOK [--screenshots DIR]
"""
import argparse, os, pathlib, secrets, shutil, socket, subprocess, sys, tempfile, time, urllib.request

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
import check_charts as cc  # noqa: E402


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def open_and_check(browser, url, shot):
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    try:
        for m in ("Page.enable", "Runtime.enable"):
            browser.send(m, session=session)
        browser.send("Emulation.setDeviceMetricsOverride",
                     {"width": 1280, "height": 2400, "deviceScaleFactor": 1, "mobile": False}, session)
        browser.send("Page.navigate", {"url": url}, session)
        deadline = time.monotonic() + 120
        status = {"charts": []}
        while time.monotonic() < deadline:
            time.sleep(1)
            status = cc.evaluate(browser, session, cc.STATUS_JS)
            if status["charts"] and cc.settled(status):
                break
        time.sleep(1)
        status = cc.evaluate(browser, session, cc.STATUS_JS)
        if shot:
            cc.save_screenshot(browser, session, pathlib.Path(shot))
        charts = status["charts"]
        fails = [] if charts else ["no chart rendered (is the notebook trusted? did the output load?)"]
        for c in charts:
            if c["error"]:
                fails.append(f"chart {c['id']}: {c['error']}")
            elif not c["svg"]:
                fails.append(f"chart {c['id']}: not drawn (window.Plotly {'defined' if status['plotly'] else 'undefined'})")
            elif not c["title"]:
                fails.append(f"chart {c['id']}: no title")
            elif not (c["main"] and c["main"]["values"] and c["main"]["drawn"]):
                fails.append(f"chart {c['id']}: drawn but no data on its main trace (check_charts.py's rule)")
        titles = " | ".join(repr(c["title"]) for c in charts if c["title"]) or "-"
        return f"{len(charts) - len(fails)} of {len(charts)} chart(s) drawn, titles: {titles}", fails
    finally:
        browser.send("Target.closeTarget", {"targetId": target})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebook")
    ap.add_argument("--screenshots")
    args = ap.parse_args()
    work = pathlib.Path(tempfile.mkdtemp(prefix="oqa-lab-"))
    nb = work / pathlib.Path(args.notebook).name
    py = sys.executable
    subprocess.run([py, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--ExecutePreprocessor.kernel_name=oqa",
                    "--output-dir", str(work), args.notebook], check=True, capture_output=True)
    subprocess.run([py, "-m", "jupyter", "trust", str(nb)], check=True, capture_output=True,
                   env={**os.environ, "JUPYTER_DATA_DIR": str(work / "data")})
    port, token = free_port(), secrets.token_hex(16)
    env = {**os.environ, "JUPYTER_DATA_DIR": str(work / "data"), "JUPYTER_CONFIG_DIR": str(work / "config")}
    server = subprocess.Popen([py, "-m", "jupyter", "lab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
                               f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={work}",
                               "--LabApp.news_url=None", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]
                              + (["--allow-root"] if os.geteuid() == 0 else []),
                              stdout=open(work / "server.log", "wb"), stderr=subprocess.STDOUT, env=env)
    bad = 0
    try:
        for _ in range(120):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api/status?token={token}", timeout=1)
                break
            except Exception:
                time.sleep(0.5)
        browser = cc.Chromium(cc.find_chromium(None), str(work / "chromium.log"))
        try:
            for label, path in (("JupyterLab", f"/lab/tree/{nb.name}"), ("Notebook 7", f"/notebooks/{nb.name}")):
                shot = None
                if args.screenshots:
                    os.makedirs(args.screenshots, exist_ok=True)
                    shot = os.path.join(args.screenshots, f"{nb.stem}-{label.replace(' ', '').lower()}.png")
                line, fails = open_and_check(browser, f"http://127.0.0.1:{port}{path}?token={token}", shot)
                print(f"{nb.name} in {label}: {line}")
                for f in fails:
                    print("  FAIL", f)
                bad += bool(fails)
        finally:
            browser.close()
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(work, ignore_errors=True)
    print(f"lab render: {2 - bad} passed, {bad} failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
