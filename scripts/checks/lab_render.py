#!/usr/bin/env python3
"""Charts draw wherever a notebook is opened, readable in Light and Dark, and no string from the data runs as script.

Serves notebooks with a real JupyterLab (jupyter_server on loopback, offline: Chromium blocks every non-loopback
request) and drives headless Chromium over the DevTools protocol (check_charts.py's driver):

  --stored NB     a saved notebook of chart outputs (toolkit/target/chart-notebook/views.ipynb): opened untrusted,
                  then trusted, reloaded, in a second tab, in Notebook 7, in JupyterLab Light and Dark.
  --live NB       a notebook run in JupyterLab on a fresh "Java (OQA)" kernel: run all, then re-run a chart cell,
                  save and reload, and open a second tab while the kernel runs.
  --canary NB     a notebook of poisoned outputs (SecurityMatrixHtmlTest): trusted, so any script in it would run;
                  fails when window.oqaCanary is set or the page title changes, or when a chart stopped drawing.
  --shots NB...   executed notebooks: a full-page screenshot of each in Light and Dark into --screenshots DIR.
                  Their stored outputs are what is checked, so they open without a kernel ("No Kernel"), unless
                  --kernels starts each one's "Java (OQA)" kernel as a user's JupyterLab does (scripts/screenshots:
                  the pictures show the kernel's name). 30 kernel starts were half of this check's CPU: 158 against
                  84 CPU-seconds for the 15 notebooks in both themes, 90 against 76 s on an idle 2-core machine.

Every chart on screen must have an svg, plotted data and a title, and its title and axis titles must draw (ink on
screen: JupyterLab's MathJax would leave text with two `$` undrawn). --live and --shots (in Light) then narrow and
widen the window: every chart must keep its height (JupyterLab once shrank a chart a cell returned to a line). With --contrast (the default for --stored and
--shots) the titles, captions, notes, table text and chart titles and axis labels must have a contrast ratio of
at least 4.5:1 (HTML text) and 4:1 (chart text, 11.5 px and larger) against what is behind them, and no chart may be
a light slab on a dark page. Closes with "lab render: N passed, M failed".
"""
import argparse, json, os, pathlib, secrets, shutil, socket, subprocess, sys, tempfile, time, urllib.request

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
import check_charts as cc  # noqa: E402
import nbformat  # noqa: E402
from nbformat.sign import NotebookNotary  # noqa: E402

HTML_MIN, CHART_MIN = 4.5, 4.0
# Every host name but the loopback server's fails to resolve: the pages must work offline.
OFFLINE_FLAGS = ["--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]

# Charts: ours (div.oqa-chart, the HTML form) and the Plotly renderer's (div.js-plotly-plot inside .jp-RenderedPlotly).
CHARTS_JS = r"""
(() => {
  // The chart title and every axis title the layout gives must put ink on screen: a visible, non-empty text or
  // math group with an area (plotly.js hides text it takes as LaTeX until MathJax draws it, which may be never).
  function blankTitles(gd) {
    const L = gd._fullLayout, blank = [];
    if (!L) return blank;
    const want = [], placeholder = L._dfltTitle || {};   // what an untitled layout holds, drawn only when editable
    if (L.title && L.title.text && L.title.text !== placeholder.plot) want.push(['chart title', 'gtitle', L.title.text]);
    for (const k of Object.keys(L)) {
      const ax = /^[xy]axis\d*$/.test(k) && L[k];
      if (ax && ax._id && ax.visible !== false && ax.title && ax.title.text && ax.title.text !== placeholder[k[0]])
        want.push([k.replace('axis', ' axis') + ' title', ax._id + 'title', ax.title.text]);
    }
    for (const [what, cls, text] of want) {
      let ink = false;
      for (const e of gd.querySelectorAll('text.' + cls + ', g.' + cls + '-math-group')) {
        const r = e.getBoundingClientRect(), cs = getComputedStyle(e);
        if (r.width > 1 && r.height > 1 && cs.visibility !== 'hidden' && cs.opacity !== '0'
            && (e.tagName !== 'text' || e.textContent.trim())) ink = true;
      }
      if (!ink) blank.push(what + ' ' + JSON.stringify(text.slice(0, 60)) + ' draws nothing');
    }
    return blank;
  }
  const out = [];
  const seen = new Set();
  for (const el of document.querySelectorAll('.jp-RenderedPlotly, div.oqa-chart')) {
    if (el.closest('.jp-OutputArea-output') && getComputedStyle(el).display === 'none') continue;
    const gd = el.classList.contains('js-plotly-plot') ? el : el.querySelector('.js-plotly-plot');
    if (gd && seen.has(gd)) continue;
    if (gd) seen.add(gd);
    const gt = el.querySelector('.gtitle');
    const line = gt && gt.querySelector('tspan.line');
    const img = el.querySelector('img.plot-img');
    const box = (gd || el).getBoundingClientRect();
    // Count plotly_afterplot from the first look on: a chart still being laid out (or resized) fires it again.
    if (gd && gd.on && !gd.__oqaAfterplot) { gd.__oqaAfterplot = 1; gd.on('plotly_afterplot', () => gd.__oqaAfterplot++); }
    out.push({kind: el.classList.contains('jp-RenderedPlotly') ? 'mime' : 'html', blank: gd ? blankTitles(gd) : [],
              afterplot: gd ? gd.__oqaAfterplot || 0 : 0,
              height: Math.round(box.height), width: Math.round(box.width),
              result: !!el.closest('.jp-OutputArea-executeResult'),
              svg: !!el.querySelector('svg.main-svg'), data: !!(gd && gd.data && gd.data.length && gd._fullData),
              title: ((line || gt || {}).textContent || '').trim(), error: el.getAttribute('data-oqa-error') || '',
              image: !!(img && img.style.display !== 'none' && img.getAttribute('src'))});
  }
  return {charts: out, canary: window.oqaCanary || null, title: document.title,
          cells: document.querySelectorAll('.jp-Cell').length};
})()
"""

HOVER_JS = r"""
(() => { let n = 0; for (const img of document.querySelectorAll('.jp-RenderedPlotly img.plot-img')) {
  if (img.style.display !== 'none' && img.getAttribute('src')) { img.dispatchEvent(new MouseEvent('mouseenter')); n++; } } return n; })()
"""

# WCAG contrast of text against what is behind it (the first opaque background up the tree, blended).
CONTRAST_JS = r"""
(() => {
  const parse = c => { const m = (c || '').match(/rgba?\(([^)]+)\)/); if (!m) return null;
    const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const blend = (f, b) => [0, 1, 2].map(i => f[i] * f[3] + b[i] * (1 - f[3])).concat([1]);
  const lum = c => { const v = c.slice(0, 3).map(x => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; };
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  function behind(el) {
    const layers = [];
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      let bg = parse(cs.backgroundColor);
      if (e.tagName === 'svg' && e.classList.contains('main-svg')) bg = parse(e.style.background) || bg;
      if (bg && bg[3] > 0) { layers.push(bg); if (bg[3] >= 1) break; }
    }
    let c = [255, 255, 255, 1];
    for (let i = layers.length - 1; i >= 0; i--) c = blend(layers[i], c);
    return c;
  }
  const items = [];
  const add = (kind, what, el, colour, min) => {
    const text = (el.textContent || '').trim(); if (!text) return;
    const r = el.getBoundingClientRect(); if (r.width === 0 || r.height === 0) return;
    const bg = behind(el.parentElement || el), fg = parse(colour); if (!fg) return;
    items.push({kind, what, text: text.slice(0, 60), ratio: Math.round(ratio(blend(fg, bg), bg) * 100) / 100, min,
                fg: colour, bg: 'rgb(' + bg.slice(0, 3).map(Math.round).join(',') + ')'});
  };
  for (const [sel, what] of [['.oqa-title', 'panel title'], ['.oqa-caption', 'table caption'], ['.oqa-note', 'note'],
                             ['.oqa-provenance', 'provenance'], ['.oqa-table th', 'table header'], ['.oqa-table td', 'table cell']])
    for (const el of Array.from(document.querySelectorAll(sel)).slice(0, 40)) add('html', what, el, getComputedStyle(el).color, %HTML%);
  for (const [sel, what] of [['.gtitle', 'chart title'], ['.xtitle', 'x axis title'], ['.ytitle', 'y axis title'],
                             ['.xtick text', 'x tick label'], ['.ytick text', 'y tick label'], ['.legendtext', 'legend']])
    for (const el of Array.from(document.querySelectorAll(sel)).slice(0, 60)) {
      const first = el.querySelector('tspan.line') || el;
      add('chart', what, first, getComputedStyle(first).fill || el.style.fill, %CHART%);
    }
  // A chart whose own background is light on a dark page is a slab.
  const slabs = [];
  const page = behind(document.querySelector('.jp-OutputArea, body') || document.body);
  for (const svg of document.querySelectorAll('svg.main-svg')) {
    const bg = parse(svg.style.background); if (!bg || bg[3] === 0) continue;
    if (lum(page) < 0.2 && lum(blend(bg, page)) > 0.6) slabs.push('light chart background on a dark page');
  }
  const theme = document.body.getAttribute('data-jp-theme-name') || '';
  return {items, slabs, theme, page: 'rgb(' + page.slice(0, 3).map(Math.round).join(',') + ')'};
})()
""".replace("%HTML%", str(HTML_MIN)).replace("%CHART%", str(CHART_MIN))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


POLL_S = 0.2   # the interval of every poll below; each poll has a deadline


def poll(check, seconds):
    """Calls check() every POLL_S until it returns a true value, for at most `seconds`; returns its last value."""
    deadline, value = time.monotonic() + seconds, None
    while True:
        value = check()
        if value or time.monotonic() >= deadline:
            return value
        time.sleep(POLL_S)


def start_server(root, data, config, settings, log):
    """Starts a JupyterLab server on a free loopback port over `root` with a token, its own data, config and settings
    dirs (the kernelspecs of this environment stay visible through sys.prefix, the user's own data dir does not).
    Returns (process, port, token); the caller asks it until it answers (server_up)."""
    port, token = free_port(), secrets.token_hex(16)
    env = {**os.environ, "JUPYTER_DATA_DIR": str(data), "JUPYTER_CONFIG_DIR": str(config),
           "JUPYTERLAB_SETTINGS_DIR": str(settings)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
         f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}", "--LabApp.expose_app_in_browser=True",
         "--LabApp.news_url=None", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]
        + (["--allow-root"] if os.geteuid() == 0 else []),
        stdout=open(log, "wb"), stderr=subprocess.STDOUT, env=env)
    print(f"started JupyterLab (pid {proc.pid}, port {port})", file=sys.stderr, flush=True)
    return proc, port, token


def server_up(proc, port, token, log):
    """Whether the server answers /api/status; raises if it has exited."""
    if proc is not None and proc.poll() is not None:
        raise cc.BrowserError(f"JupyterLab exited; see {log}")
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{port}/api/status?token={token}", timeout=1)
        return True
    except Exception:
        return False


class Lab:
    """One JupyterLab server on loopback and one headless Chromium to look at it: scripts/test's shared ones
    (OQA_PAGE_SERVICES, see check_charts.page_services), else a server over `work` and a Chromium of this check's own.

    `root` is the folder this check puts its notebooks in (under the shared server's root, a folder of this check's
    own, so checks running at once never touch each other's files or kernels); rel(name) is its path in the server's
    URLs. Every tab is this check's own (its own browser context in the shared Chromium).

    The theme is the user setting the server reads on every page load: theme(dark) rewrites it, and the next tab
    opened has it. On a shared server that setting is every check's, so only one Lab at a time may switch it (it
    holds theme.lock in the settings dir; lab_render.py is the one that does) and the other checks look at nothing
    a theme changes (kernel_idle.py reads the status bar's words and how a text wraps)."""

    def __init__(self, work, themes=False):
        self.trusted, self._theme_lock = set(), None
        self.workspace = "check-" + secrets.token_hex(4)
        services = cc.page_services()
        lab = services and services["lab"]
        if lab:
            self.server, self.port, self.token = None, lab["port"], lab["token"]
            self.settings, self.data = pathlib.Path(lab["settings"]), pathlib.Path(lab["data"])
            self.root = pathlib.Path(tempfile.mkdtemp(prefix="check-", dir=lab["root"]))
            self.prefix = self.root.name + "/"
            self.log = lab["log"]
            print(f"using the shared JupyterLab (port {self.port})", file=sys.stderr, flush=True)
        else:
            self.root, self.prefix, self.data, self.log = work, "", work / ".data", work / "server.log"
            self.settings = pathlib.Path(tempfile.mkdtemp(prefix="oqa-lab-settings-"))
            theme_settings(self.settings, False)
            self.server, self.port, self.token = start_server(work, self.data, work / ".config", self.settings, self.log)
        if themes:
            self._own_themes()
        # Chromium starts while the server does; the server is then asked until it answers (a 120 s guard).
        self.browser = cc.open_browser(cc.find_chromium(None), str(work / "chromium.log"), OFFLINE_FLAGS)
        if not poll(self._up, 120):
            raise cc.BrowserError(f"JupyterLab did not answer within 120 s; see {self.log}")

    def _up(self):
        return server_up(self.server, self.port, self.token, self.log)

    def _own_themes(self):
        import fcntl
        self._theme_lock = open(self.settings / "theme.lock", "w")
        try:
            fcntl.flock(self._theme_lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise cc.BrowserError("another check switches the shared JupyterLab's theme; only one may at a time")

    def rel(self, name):
        """The path of `name` (in root) as the server's URLs give it."""
        return self.prefix + name

    def sessions(self):
        """This check's sessions on the server (GET /api/sessions, those of notebooks in root), or None while it
        does not answer. Each holds its kernel's model (id, execution_state)."""
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/api/sessions?token={self.token}", timeout=2) as r:
                return [x for x in json.load(r) if x.get("path", "").startswith(self.prefix)]
        except OSError:
            return None

    def theme(self, dark):
        if self.server is None and self._theme_lock is None:
            raise cc.BrowserError("Lab(themes=True) switches the shared JupyterLab's theme; this one was not made so")
        theme_settings(self.settings, dark)

    def trust(self, nb):
        """What `jupyter trust` does, in process: signs the notebook with the server's secret, in its database."""
        if nb in self.trusted:
            return
        notary = NotebookNotary(data_dir=str(self.data))
        notary.sign(nbformat.read(str(nb), as_version=4))
        self.trusted.add(nb)

    def url(self, path):
        # A JupyterLab page saves the documents it has open into its workspace, and a reload (whose URL has lost the
        # ?reset by then) opens them again. On the shared server the default workspace was every check's: a reload
        # in kernel-idle opened the notebook lab-shots had open at that moment, on a kernel of its own. So each Lab
        # has a workspace of its own (JupyterLab's /lab/workspaces/NAME/... URLs), and ?reset empties it at first load.
        if path == "/lab" or path.startswith("/lab/") and not path.startswith("/lab/workspaces/"):
            path = f"/lab/workspaces/{self.workspace}" + path[len("/lab"):]
        return f"http://127.0.0.1:{self.port}{path}?reset&token={self.token}"

    def open(self, path, height=2400):
        target = self.browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for m in ("Page.enable", "Runtime.enable", "Network.enable"):
            self.browser.send(m, session=session)
        # Offline: nothing but this server (no CDN, font or news feed); names resolve only to loopback (OFFLINE_FLAGS).
        self.browser.send("Network.setBlockedURLs", {"urls": ["https://*", "ws://*.*.*", "http://*.com/*", "http://*.org/*"]}, session)
        self.browser.send("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": height, "deviceScaleFactor": 1, "mobile": False}, session)
        self.browser.send("Page.navigate", {"url": self.url(path)}, session)
        return target, session

    def close_tab(self, target):
        self.browser.send("Target.closeTarget", {"targetId": target})

    def js(self, session, expr, timeout=60):
        r = self.browser.send("Runtime.evaluate", {"expression": expr, "returnByValue": True, "awaitPromise": True}, session, timeout=timeout)
        if "exceptionDetails" in r:
            raise cc.BrowserError("page script failed: %s" % r["exceptionDetails"].get("text"))
        return r["result"].get("value")

    def answers(self, session, expr, timeout=60):
        """The value of a page expression, or None while the page cannot answer (loading, or between documents)."""
        try:
            return self.js(session, expr, timeout)
        except cc.BrowserError:
            return None

    def status(self, session):
        try:
            # A reopened notebook shows the renderer's saved PNG until the pointer enters it: enter each one.
            self.js(session, HOVER_JS)
            return self.js(session, CHARTS_JS)
        except cc.BrowserError:
            return None

    def wait_charts(self, session, want=1, seconds=90):
        """Waits until `want` charts are on the page, each drawn or failed, then until plotly.js is done with them:
        the same answer twice in a row (sizes, titles, and no plotly_afterplot in between). `seconds` guards both."""
        deadline = time.monotonic() + seconds

        def drawn():
            st = self.status(session)
            return st if st and len(st["charts"]) >= want and all(c["error"] or (c["svg"] and c["data"]) for c in st["charts"]) else None

        st = poll(drawn, seconds)
        return self.settle(session, deadline, st)

    def settle(self, session, deadline, st=None):
        last = None
        while st is None or st != last:
            if time.monotonic() >= deadline:
                break
            last = st
            time.sleep(POLL_S)
            st = self.status(session)
        return st if st is not None else self.js(session, CHARTS_JS)

    def close(self):
        try:
            self.browser.close()
        finally:
            if self.server is None:   # the shared server runs on: end this check's kernels, leave no files
                for x in self.sessions() or []:
                    try:
                        urllib.request.urlopen(urllib.request.Request(
                            f"http://127.0.0.1:{self.port}/api/sessions/{x['id']}?token={self.token}", method="DELETE"), timeout=30)
                    except OSError:
                        pass
                shutil.rmtree(self.root, ignore_errors=True)
                if self._theme_lock:
                    self._theme_lock.close()
                return
            shutil.rmtree(self.settings, ignore_errors=True)
            self.server.terminate()
            try:
                self.server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.server.kill()


def chart_failures(status, want):
    charts = status["charts"]
    fails = []
    if len(charts) < want:
        fails.append(f"{len(charts)} chart(s) on the page, expected at least {want}")
    for i, c in enumerate(charts):
        if c["error"]:
            fails.append(f"chart {i} ({c['kind']}): {c['error'][:160]}")
        elif not (c["svg"] and c["data"]):
            fails.append(f"chart {i} ({c['kind']}): not drawn" + (" (a static PNG only)" if c["image"] else ""))
        elif not c["title"]:
            fails.append(f"chart {i} ({c['kind']}): no title")
        fails += [f"chart {i} ({c['kind']}): {b}" for b in c["blank"]]
    return fails


MIN_CHART_PX = 150   # a chart a resize collapsed is a ~29 px line; every chart is drawn far taller


def resize_failures(lab, session, want, height=2400):
    """Resizes the window (JupyterLab resizes every output with it): each chart must keep its height and draw."""
    fails = []
    for width in (760, 1280):
        lab.browser.send("Emulation.setDeviceMetricsOverride",
                         {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session)
        # JupyterLab resizes each output after the window's resize event: wait until the charts answer the new
        # width (none wider than the window) and then stay as they are (no plotly_afterplot in between); 30 s guard.
        deadline = time.monotonic() + 30
        def fitted():
            st = lab.status(session)
            return st if st and all(c["width"] <= width for c in st["charts"]) else None

        fits = poll(fitted, 30)
        st = lab.settle(session, deadline, fits)
        fails += [f"{width} px wide: {f}" for f in chart_failures(st, want)]
        fails += [f"{width} px wide: chart {i} ({c['kind']}{', a cell value' if c['result'] else ''}) is {c['height']} px tall"
                  for i, c in enumerate(st["charts"]) if c["height"] < MIN_CHART_PX]
    return fails


def contrast_failures(lab, session):
    r = lab.js(session, CONTRAST_JS)
    bad = [i for i in r["items"] if i["ratio"] < i["min"]]
    fails = [f"{i['what']} '{i['text']}' {i['ratio']}:1 (needs {i['min']}:1; {i['fg']} on {i['bg']})" for i in bad[:8]]
    if len(bad) > 8:
        fails.append(f"... and {len(bad) - 8} more unreadable texts")
    fails += sorted(set(r["slabs"]))
    checked = len(r["items"])
    if checked == 0:
        fails.append("no text found to check the contrast of")
    return fails, checked, r["theme"]


def theme_settings(d, dark):
    """Writes the theme, and every cell rendered, as the user settings in `d` (each file whole, by a rename: another
    check's page may be loading them from the shared server)."""
    write_whole(d / "@jupyterlab" / "apputils-extension" / "themes.jupyterlab-settings",
                {"theme": "JupyterLab Dark" if dark else "JupyterLab Light", "adaptive-theme": False})
    # Every cell rendered, not only those in view, so every chart is checked and in the screenshot.
    write_whole(d / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings", {"windowingMode": "none"})


def write_whole(f, value):
    f.parent.mkdir(parents=True, exist_ok=True)
    tmp = f.with_name(f.name + f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(value))
    os.replace(tmp, f)


def shot(lab, session, path):
    if path:
        path.parent.mkdir(parents=True, exist_ok=True)
        cc.save_screenshot(lab.browser, session, path)


def cells(path):
    return sum(1 for c in json.loads(pathlib.Path(path).read_text()).get("cells", []) if c.get("outputs"))


def count_plotly_outputs(nb):
    return sum(1 for c in nb.get("cells", []) for o in c.get("outputs", [])
               if "application/vnd.plotly.v1+json" in o.get("data", {}) or "oqa-chart" in "".join(o.get("data", {}).get("text/html", [])))


class Report:
    def __init__(self):
        self.passed = self.failed = 0
        self.t = time.monotonic()

    def case(self, name, fails, detail=""):
        now = time.monotonic()   # the time since the last case: where a slow run spends it
        print(f"{'ok  ' if not fails else 'FAIL'} {name}{': ' + detail if detail else ''} ({now - self.t:.1f} s)", flush=True)
        self.t = now
        for f in fails:
            print("       ", f)
        if fails:
            self.failed += 1
        else:
            self.passed += 1


def stage_copy(lab, src, folder, clean=False):
    """Copies a notebook into the served folder (its own subfolder, so names never clash); `clean` drops outputs."""
    d = lab.root / folder
    d.mkdir(exist_ok=True)
    nb = d / pathlib.Path(src).name
    if clean:
        data = json.loads(pathlib.Path(src).read_text())
        for c in data["cells"]:
            if c["cell_type"] == "code":
                c["outputs"], c["execution_count"] = [], None
        nb.write_text(json.dumps(data))
    else:
        shutil.copy(src, nb)
    return nb, lab.rel(f"{folder}/{nb.name}")


def stored(lab, src, rep, shots, dark):
    """The saved chart notebook: in Light untrusted, reloaded, a second tab, trusted, Notebook 7; in Dark its contrast."""
    src = pathlib.Path(src)
    want = count_plotly_outputs(json.loads(src.read_text()))
    theme = "dark" if dark else "light"
    nb, rel = stage_copy(lab, src, "stored-" + theme)
    t, s = lab.open(f"/lab/tree/{rel}")
    st = lab.wait_charts(s, want)
    if not dark:
        rep.case(f"{nb.name}: saved, reopened untrusted (JupyterLab)", chart_failures(st, want), f"{len(st['charts'])} charts")
    cf, n, th = contrast_failures(lab, s)
    rep.case(f"{nb.name}: readable in {th or theme}", cf + theme_failures(th, dark), f"{n} texts checked")
    shot(lab, s, shots and shots / f"{src.stem}-lab-{theme}.png")
    if dark:
        lab.close_tab(t)
        return
    lab.browser.send("Page.reload", {}, s)
    st = lab.wait_charts(s, want)
    rep.case(f"{nb.name}: after a page reload", chart_failures(st, want))
    t2, s2 = lab.open(f"/lab/tree/{rel}")
    st = lab.wait_charts(s2, want)
    rep.case(f"{nb.name}: in a second tab", chart_failures(st, want))
    lab.close_tab(t2)
    lab.close_tab(t)
    lab.trust(nb)
    t, s = lab.open(f"/lab/tree/{rel}")
    st = lab.wait_charts(s, want)
    rep.case(f"{nb.name}: trusted (JupyterLab)", chart_failures(st, want))
    lab.close_tab(t)
    t, s = lab.open(f"/notebooks/{rel}")
    st = lab.wait_charts(s, want)
    rep.case(f"{nb.name}: Notebook 7", chart_failures(st, want))
    shot(lab, s, shots and shots / f"{src.stem}-notebook7.png")
    lab.close_tab(t)


def theme_failures(theme, dark):
    want = "JupyterLab Dark" if dark else "JupyterLab Light"
    return [] if theme == want else [f"the page is in {theme or 'no theme'!r}, expected {want!r}"]


RUN_ALL_JS = r"""
(async () => {
  const app = window.jupyterapp;
  const panel = app.shell.currentWidget;
  await panel.context.ready; await panel.sessionContext.ready;
  await app.commands.execute('notebook:run-all-cells');
  return panel.content.widgets.length;
})()
"""
IDLE_JS = r"""
(() => { const p = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!p || !p.sessionContext || !p.sessionContext.session || !p.sessionContext.session.kernel) return 'none';
  const cells = p.content.widgets.filter(c => c.model.type === 'code');
  const pending = cells.filter(c => c.model.executionCount === null || (c.promptNode && c.promptNode.textContent.includes('*'))).length;
  return p.sessionContext.session.kernel.status + ':' + pending; })()
"""


def wait_idle(lab, s, seconds=300):
    """Polls the kernel's status and the cells' prompts until the kernel is idle with no cell pending (the guard:
    `seconds`); returns the last "status:pending" seen."""
    last = [""]

    def idle():
        last[0] = lab.answers(s, IDLE_JS) or last[0]
        return last[0].startswith("idle:0")

    poll(idle, seconds)
    return last[0]


def live(lab, src, rep, shots):
    src = pathlib.Path(src)
    nb, rel = stage_copy(lab, src, "live", clean=True)
    t, s = lab.open(f"/lab/tree/{rel}")
    poll(lambda: lab.answers(s, "!!(window.jupyterapp && window.jupyterapp.shell.currentWidget "
                                "&& window.jupyterapp.shell.currentWidget.sessionContext)"), 60)
    lab.js(s, RUN_ALL_JS, timeout=120)
    state = wait_idle(lab, s)
    st = lab.wait_charts(s, 1)
    want = len(st["charts"])
    rep.case(f"{nb.name}: a fresh kernel, run all", chart_failures(st, 1) + ([] if state.startswith("idle:0") else [f"kernel {state}"]),
             f"{want} charts")
    shot(lab, s, shots and shots / f"{src.stem}-live.png")
    returned = sum(c["result"] for c in st["charts"])
    rep.case(f"{nb.name}: the window narrowed, then widened", resize_failures(lab, s, want),
             f"{want} charts keep their height, {returned} of them a cell's value")
    shot(lab, s, shots and shots / f"{src.stem}-resized.png")
    # Re-run the first chart cell (its new output no longer carries plotly.js for an HTML form), save, reload.
    lab.js(s, r"""(async () => { const p = window.jupyterapp.shell.currentWidget;
        const i = p.content.widgets.findIndex(c => c.node.querySelector('.jp-RenderedPlotly, div.oqa-chart'));
        p.content.activeCellIndex = Math.max(0, i); await window.jupyterapp.commands.execute('notebook:run-cell');
        return i; })()""")
    wait_idle(lab, s)
    # The save command's promise settles once the file is written; the model is then clean.
    saved = lab.js(s, r"""(async () => { const p = window.jupyterapp.shell.currentWidget;
        await window.jupyterapp.commands.execute('docmanager:save'); return !p.context.model.dirty; })()""", timeout=60)
    t2, s2 = lab.open(f"/lab/tree/{rel}")
    st = lab.wait_charts(s2, want)
    rep.case(f"{nb.name}: a second tab while the kernel runs", chart_failures(st, want) + ([] if saved else ["the notebook was not saved"]))
    lab.close_tab(t2)
    lab.browser.send("Page.reload", {}, s)
    st = lab.wait_charts(s, want)
    rep.case(f"{nb.name}: a reload after re-running a chart cell", chart_failures(st, want))
    lab.js(s, "window.jupyterapp.commands.execute('kernelmenu:shutdown')")
    lab.close_tab(t)


def canary(lab, src, rep):
    src = pathlib.Path(src)
    want = count_plotly_outputs(json.loads(src.read_text()))
    nb, rel = stage_copy(lab, src, "canary")
    lab.trust(nb)
    t, s = lab.open(f"/lab/tree/{rel}")
    st = lab.wait_charts(s, want)   # drawn and settled: any injected script has had its turn
    fails = chart_failures(st, want)
    if st["canary"]:
        fails.insert(0, f"an injected script ran (window.oqaCanary = {st['canary']!r})")
    if "PWNED" in (st["title"] or ""):
        fails.insert(0, "an injected script changed the page title")
    rep.case(f"{nb.name}: poisoned outputs, trusted, in JupyterLab", fails, f"{len(st['charts'])} charts, canary quiet" if not fails else "")
    lab.close_tab(t)


# Opens a notebook in the running app (no page load: JupyterLab starts once per theme), closing the one before; the
# notebook factory shuts a closed notebook's kernel down, so kernels do not pile up. Without a kernel: the factory
# says whether a notebook it opens starts one (preferKernel, fixed when JupyterLab made it, read at every open), and
# the page's own copy of that answer is shadowed for this tab alone; nothing on the server changes.
OPEN_JS = r"""
(async (path, kernel) => {
  const app = window.jupyterapp; await app.restored;
  const factory = app.docRegistry.getWidgetFactory('Notebook');
  factory.shutdownOnClose = true;
  if (!kernel) Object.defineProperty(factory, 'preferKernel', {get: () => false, configurable: true});
  if (window.oqaDoc) { window.oqaDoc.dispose(); window.oqaDoc = null; }
  await app.commands.execute('filebrowser:go-to-path', {path: path.split('/').slice(0, -1).join('/')});
  const w = await app.commands.execute('docmanager:open', {path});
  await w.context.ready; await w.revealed; window.oqaDoc = w;
  return true;
})(%s, %s)
"""


def screenshots(lab, paths, rep, shots, dark, kernels):
    theme = "dark" if dark else "light"
    t, s = lab.open("/lab")
    if not poll(lambda: lab.answers(s, "!!window.jupyterapp"), 90):
        raise cc.BrowserError("JupyterLab did not start in the page within 90 s")
    for n in paths:
        nb, rel = stage_copy(lab, n, "shots")
        lab.trust(nb)
        name = nb.name
        want = count_plotly_outputs(json.loads(pathlib.Path(n).read_text()))
        # Tall enough that JupyterLab renders every cell (it only renders cells in view).
        height = min(16000, 1200 + 900 * max(1, cells(n)))
        lab.browser.send("Emulation.setDeviceMetricsOverride",
                         {"width": 1280, "height": height, "deviceScaleFactor": 1, "mobile": False}, s)
        lab.js(s, OPEN_JS % (json.dumps(rel), json.dumps(kernels)), timeout=120)
        st = lab.wait_charts(s, want, seconds=90)
        fails = chart_failures(st, want) if want else []
        cf, k, th = contrast_failures(lab, s)
        if not kernels and any(x.get("path") == rel for x in lab.sessions() or []):
            fails.append("a kernel started for a page opened without one (JupyterLab no longer reads preferKernel at open)")
        rep.case(f"{name} in {th or theme}", fails + cf + theme_failures(th, dark), f"{len(st['charts'])} charts, {k} texts checked")
        shot(lab, s, shots and shots / theme / (pathlib.Path(n).stem + ".png"))
        if want and not dark:   # redrawn now that MathJax is loaded, as in a session that runs the cells
            rep.case(f"{name}: the window narrowed, then widened", resize_failures(lab, s, want, height),
                     f"{want} charts keep their height and their titles")
    lab.js(s, "(() => { if (window.oqaDoc) window.oqaDoc.dispose(); return true; })()")
    lab.close_tab(t)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--stored")
    ap.add_argument("--live")
    ap.add_argument("--canary")
    ap.add_argument("--shots", nargs="+")
    ap.add_argument("--screenshots")
    ap.add_argument("--kernels", action="store_true", help="--shots: start each notebook's kernel, as a user's JupyterLab does")
    args = ap.parse_args()
    shots = pathlib.Path(args.screenshots) if args.screenshots else None
    rep = Report()
    # One JupyterLab and one Chromium for every page: all Dark checks, then all Light ones (the theme is read per page
    # load). Dark first: the saved chart notebook is opened there untrusted, before the Light checks trust its twin.
    work = pathlib.Path(tempfile.mkdtemp(prefix="oqa-lab-"))
    lab = None
    try:
        lab = Lab(work, themes=True)
        lab_shots = shots and shots / "lab" if args.shots else shots
        for dark in (True, False):
            lab.theme(dark)
            if args.stored:
                stored(lab, args.stored, rep, lab_shots, dark)
            if args.canary and not dark:
                canary(lab, args.canary, rep)
            if args.live and not dark:
                live(lab, args.live, rep, lab_shots)
            if args.shots:
                screenshots(lab, args.shots, rep, shots, dark, args.kernels)
    except cc.BrowserError as e:
        print("lab render: browser error:", e)
        rep.failed += 1
    finally:
        if lab:
            lab.close()
        shutil.rmtree(work, ignore_errors=True)
    print(f"lab render: {rep.passed} passed, {rep.failed} failed")
    return 1 if rep.failed else 0


if __name__ == "__main__":
    sys.exit(main())
