#!/usr/bin/env python3
"""Prove that every Plotly chart in some HTML files draws, in headless Chromium, offline.

    scripts/check_charts.py FILE_OR_DIR... [--screenshots DIR] [--expect-failure] [--allow-empty] [--canary]

For each HTML file (e.g. `jupyter nbconvert --to html` output, or the pages ChartPagesTest writes to
toolkit/target/chart-pages/), the page is opened in headless Chromium driven over the DevTools protocol
(Python standard library only): under scripts/test, in a tab of the one Chromium the run shares (OQA_PAGE_SERVICES,
over its websocket); run alone, in a Chromium of its own (--remote-debugging-pipe). Every chart div (our `div.oqa-chart`, and any
`js-plotly-plot`/`plotly-graph-div`) must have:
  * a rendered `svg.main-svg`,
  * data on its MAIN trace, drawn: the main trace is trace 0, the first trace handed to Plotly.newPlot (the
    toolkit's charts put their primary data first: the bars of a GEX or open-interest chart, the heatmap of a
    correlation or seasonality chart, the price line of a risk chart; helper traces such as the two-point spot
    line, zero-level markers or bands come after it). "Data" means at least one plottable value in the trace's
    own arrays (a finite y, or x for horizontal bars, with a non-null coordinate beside it; a finite z cell for a
    heatmap; a positive pie value), and "drawn" means the trace's own rendered group (matched through the trace
    index plotly.js binds to it) holds geometry (a bar/point/line path, a heatmap image). Data on a helper trace
    alone does not count,
  * a non-empty title (`.gtitle`),
and its area in the screenshot must not be blank (mostly-white check on a down-scaled capture).
One line per file: "gex.html: 1 chart(s) drawn, titles: ...", and a closing "check charts: N passed, M failed".
Exit 1 listing the failures, 2 on usage or browser problems. With --expect-failure the exit status is inverted per file: every file must FAIL (used on
pages built to be undrawable, to show the check can fail).

http(s) requests are blocked unless --allow-network is given, as in CI where the network is closed: CDN
scripts (nbconvert's require.js from cdnjs) fail to load, and charts must not depend on them.
"""
import argparse
import base64
import ctypes
import fcntl
import hashlib
import json
import os
import pathlib
import select
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.parse
import zlib

CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio",
]
VIEWPORT = (1280, 900)
SETTLE_TIMEOUT_S = 40      # our charts give up waiting for plotly.js after 15 s and say why in the div
APPEAR_TIMEOUT_S = 5       # how long a page without any chart yet is given to attach one
MAX_SHOT_HEIGHT = 16000
BLANK_SCALE = 0.25         # analysis capture: 1/4 size keeps the pure-Python PNG decode fast
MIN_INK = 0.002            # a drawn chart has >= 0.2 % non-white pixels in its box (GEX: ~10 %; blank: 0)

STATUS_JS = r"""
(() => {
  const finite = v => v !== null && v !== undefined && v !== '' && Number.isFinite(Number(v));
  const flat = a => (Array.isArray(a) || ArrayBuffer.isView(a)) ? Array.from(a).flatMap(flat) : [a];
  // Plottable values in trace 0's own arrays, and the geometry of trace 0's own rendered group.
  function mainTrace(gd) {
    const t = gd.data[0], type = t.type || 'scatter';
    let values = 0;
    if (['heatmap', 'contour', 'heatmapgl', 'surface'].includes(type)) {
      values = flat(t.z || []).filter(finite).length;
    } else if (type === 'pie') {
      values = Array.from(t.values || []).filter(v => finite(v) && Number(v) > 0).length;
    } else {
      const horizontal = t.orientation === 'h';
      const val = horizontal ? t.x : t.y, pos = horizontal ? t.y : t.x;
      const n = val ? val.length : 0;
      for (let i = 0; i < n; i++) if (finite(val[i]) && (!pos || (pos[i] !== null && pos[i] !== undefined))) values++;
    }
    let drawn = 0;
    for (const g of gd.querySelectorAll('g.trace, g.hm, g.contour, g.slice')) {
      const cd = g.__data__, tr = Array.isArray(cd) && cd[0] ? cd[0].trace : (cd && cd.trace) || null;
      if (!tr || tr.index !== 0) continue;
      drawn += Array.from(g.querySelectorAll('path')).filter(p => {
        const d = p.getAttribute('d') || ''; return d.length > 6 && d !== 'M0,0Z';
      }).length;
      drawn += g.querySelectorAll('image').length + (g.matches('g.slice') ? 1 : 0);
    }
    return {type: type, name: t.name || '', values: values, drawn: drawn};
  }
  const seen = new Set(), charts = [];
  for (const el of document.querySelectorAll('div.oqa-chart, div.js-plotly-plot, div.plotly-graph-div')) {
    if (seen.has(el)) continue;
    seen.add(el);
    const outer = el.parentElement && el.parentElement.closest('div.oqa-chart, div.js-plotly-plot, div.plotly-graph-div');
    if (outer && seen.has(outer)) continue;
    const gt = el.querySelector('.gtitle');
    let title = '';
    if (gt) {
      const first = gt.querySelector('tspan.line');
      title = ((first || gt).textContent || '').trim();
    }
    const r = el.getBoundingClientRect();
    // The graph div is el itself or the plotly div inside our wrapper; plotly.js keeps the traces on it.
    const gd = el.data ? el : el.querySelector('.js-plotly-plot');
    // Count plotly_afterplot from the first look on: a chart still being laid out fires it again.
    if (gd && gd.on && !gd.__oqaAfterplot) { gd.__oqaAfterplot = 1; gd.on('plotly_afterplot', () => gd.__oqaAfterplot++); }
    charts.push({
      afterplot: gd ? gd.__oqaAfterplot || 0 : 0,
      id: el.id || '(no id)',
      svg: !!el.querySelector('svg.main-svg'),
      plotted: !!(gd && gd._fullData),
      main: gd && gd.data && gd.data.length ? mainTrace(gd) : null,
      title: title,
      error: el.getAttribute('data-oqa-error') || '',
      rect: [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height],
    });
  }
  return {charts: charts, plotly: (typeof window.Plotly !== 'undefined') ? (window.Plotly.version || '?') : null,
          ready: document.readyState};
})()
"""


class BrowserError(Exception):
    pass


class _Cdp:
    """The DevTools protocol over some transport: numbered commands, their answers, and the events that arrive
    meanwhile (kept per session until asked for). A subclass gives _write(one message) and _recv(deadline)."""

    def __init__(self):
        self._next_id = 0
        self._events = []

    def _read_message(self, deadline):
        return json.loads(self._recv(deadline).decode("utf-8"))

    def send(self, method, params=None, session=None, timeout=60):
        self._next_id += 1
        msg = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        self._write(json.dumps(msg).encode("utf-8"))
        deadline = time.monotonic() + timeout
        while True:
            m = self._read_message(deadline)
            if m.get("id") == self._next_id:
                if "error" in m:
                    raise BrowserError("%s failed: %s" % (method, m["error"].get("message")))
                return m.get("result", {})
            if "method" in m:
                self._events.append(m)

    def wait_event(self, method, session, timeout):
        deadline = time.monotonic() + timeout
        while True:
            for i, e in enumerate(self._events):
                if e.get("method") == method and e.get("sessionId") == session:
                    return self._events.pop(i)
            m = self._read_message(deadline)
            if "method" in m:
                self._events.append(m)

    def take_events(self, method, session):
        out = [e for e in self._events if e.get("method") == method and e.get("sessionId") == session]
        self._events = [e for e in self._events if not (e.get("method") == method and e.get("sessionId") == session)]
        return out


class Chromium(_Cdp):
    """One headless Chromium of our own, spoken to over --remote-debugging-pipe (fd 3 in, fd 4 out, NUL-framed
    JSON); it stops with close()."""

    def __init__(self, binary, log_path, extra_flags=()):
        super().__init__()
        self.profile = tempfile.mkdtemp(prefix="oqa-chromium-")
        to_r, self._to_w = os.pipe()
        self._from_r, from_w = os.pipe()
        # Lift the child's ends above 9 (close-on-exec) so the dup2 onto 3 and 4 can never overwrite one another.
        hi_r = fcntl.fcntl(to_r, fcntl.F_DUPFD_CLOEXEC, 10)
        hi_w = fcntl.fcntl(from_w, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(to_r)
        os.close(from_w)

        def pipe_fds():  # runs in the child before exec; dup2 makes 3 and 4 inheritable
            os.dup2(hi_r, 3)
            os.dup2(hi_w, 4)

        args = [binary] + CHROMIUM_FLAGS + ["--remote-debugging-pipe"] + list(extra_flags) + [
            "--user-data-dir=" + self.profile, "--window-size=%d,%d" % VIEWPORT, "about:blank"]
        self._log = open(log_path, "wb")
        # close_fds=False: the parent's other descriptors are close-on-exec already (PEP 446), and closing would
        # also close 3 and 4, which Popen only keeps when they exist in the parent.
        self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=self._log, stderr=self._log,
                                     preexec_fn=pipe_fds, close_fds=False)
        os.close(hi_r)
        os.close(hi_w)
        self._buf = b""
        print("started Chromium (its own, pid %d)" % self.proc.pid, file=sys.stderr, flush=True)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self._to_w, self._from_r):
            try:
                os.close(fd)
            except OSError:
                pass
        self._log.close()
        shutil.rmtree(self.profile, ignore_errors=True)

    def _write(self, data):
        data += b"\0"
        while data:
            data = data[os.write(self._to_w, data):]

    def _recv(self, deadline):
        while b"\0" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise BrowserError("timed out waiting for Chromium")
            ready, _, _ = select.select([self._from_r], [], [], min(left, 1.0))
            if not ready:
                if self.proc.poll() is not None:
                    raise BrowserError("Chromium exited with status %s" % self.proc.returncode)
                continue
            chunk = os.read(self._from_r, 1 << 20)
            if not chunk:
                raise BrowserError("Chromium closed the DevTools pipe (exit status %s)" % self.proc.poll())
            self._buf += chunk
        raw, self._buf = self._buf.split(b"\0", 1)
        return raw


class SharedChromium(_Cdp):
    """A connection to a Chromium that someone else started (scripts/test's shared one, over its DevTools
    websocket). Every tab this connection opens lives in a browser context of its own (cookies, storage and cache
    apart from the other checks' tabs, as in a browser of its own); close() disposes of the context and its tabs,
    and leaves the browser running."""

    def __init__(self, ws_url, timeout=30):
        super().__init__()
        self._ws = WebSocket(ws_url, timeout)
        self._context = self.send("Target.createBrowserContext", {"disposeOnDetach": True})["browserContextId"]
        print("using the shared Chromium (%s)" % ws_url.split("/devtools/")[0], file=sys.stderr, flush=True)

    def send(self, method, params=None, session=None, timeout=60):
        if method == "Target.createTarget":   # this check's tabs open in this check's context
            params = dict(params or {}, browserContextId=self._context)
        return super().send(method, params, session, timeout)

    def close(self):
        try:
            self.send("Target.disposeBrowserContext", {"browserContextId": self._context}, timeout=10)
        except Exception:
            pass
        self._ws.close()

    def _write(self, data):
        self._ws.send_text(data)

    def _recv(self, deadline):
        return self._ws.recv(deadline)


class WebSocket:
    """A client end of a websocket (RFC 6455), enough for the DevTools protocol: text messages out (masked, as a
    client must), whole messages in (fragments joined; pings answered)."""

    def __init__(self, url, timeout):
        u = urllib.parse.urlsplit(url)
        if u.scheme != "ws" or not u.hostname or not u.port:
            raise BrowserError("not a ws://HOST:PORT/... DevTools address: %r" % url)
        try:
            self._sock = socket.create_connection((u.hostname, u.port), timeout)
        except OSError as e:
            raise BrowserError("cannot reach the shared Chromium at %s:%s: %s" % (u.hostname, u.port, e))
        key = base64.b64encode(os.urandom(16)).decode()
        self._sock.sendall(("GET %s HTTP/1.1\r\nHost: %s:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                            "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n"
                            % (u.path or "/", u.hostname, u.port, key)).encode())
        self._buf = bytearray()
        deadline = time.monotonic() + timeout
        while b"\r\n\r\n" not in self._buf:
            self._fill(deadline)
        head, rest = bytes(self._buf).split(b"\r\n\r\n", 1)
        self._buf = bytearray(rest)
        lines = head.decode("latin-1").split("\r\n")
        accept = base64.b64encode(hashlib.sha1((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest()).decode()
        headers = {k.strip().lower(): v.strip() for k, _, v in (x.partition(":") for x in lines[1:])}
        if " 101 " not in lines[0] + " " or headers.get("sec-websocket-accept") != accept:
            raise BrowserError("the shared Chromium refused the websocket: %s" % lines[0])

    def _fill(self, deadline):
        left = deadline - time.monotonic()
        if left <= 0:
            raise BrowserError("timed out waiting for Chromium")
        self._sock.settimeout(min(left, 1.0))
        try:
            chunk = self._sock.recv(1 << 20)
        except socket.timeout:
            return
        if not chunk:
            raise BrowserError("the shared Chromium closed its websocket")
        self._buf += chunk

    def _take(self, n, deadline):
        while len(self._buf) < n:
            self._fill(deadline)
        out = bytes(self._buf[:n])
        del self._buf[:n]
        return out

    def _frame(self, opcode, payload):
        n = len(payload)
        head = bytes([0x80 | opcode])
        if n < 126:
            head += bytes([0x80 | n])
        elif n < 1 << 16:
            head += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            head += bytes([0x80 | 127]) + struct.pack(">Q", n)
        mask = os.urandom(4)
        # XOR with the mask repeated, as one big integer: fast enough for any command we send
        m = int.from_bytes((mask * (n // 4 + 1))[:n], "big")
        masked = (int.from_bytes(payload, "big") ^ m).to_bytes(n, "big") if n else b""
        self._sock.sendall(head + mask + masked)

    def send_text(self, data):
        self._frame(0x1, data)

    def recv(self, deadline):
        parts = []
        while True:
            b0, b1 = self._take(2, deadline)
            opcode, n = b0 & 0x0F, b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._take(2, deadline))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._take(8, deadline))[0]
            mask = self._take(4, deadline) if b1 & 0x80 else None
            payload = self._take(n, deadline)
            if mask:
                payload = bytes(c ^ mask[i % 4] for i, c in enumerate(payload))
            if opcode == 0x8:
                raise BrowserError("the shared Chromium closed its websocket")
            if opcode == 0x9:
                self._frame(0xA, payload)
                continue
            if opcode == 0xA:
                continue
            parts.append(payload)
            if b0 & 0x80:
                return b"".join(parts)

    def close(self):
        try:
            self._frame(0x8, struct.pack(">H", 1000))
        except OSError:
            pass
        self._sock.close()


# scripts/test starts one Chromium and one JupyterLab for every page check of a run (scripts/lib/page_services.py)
# and names, in OQA_PAGE_SERVICES, the JSON file that says how to reach them; it is written once both answer.
# Run alone (no OQA_PAGE_SERVICES), a check starts its own.
SERVICES_TIMEOUT_S = 180


def wait_for_file(path, timeout, ready=None, process=None):
    """Blocks until ready(path) holds (default: path exists), woken by inotify whenever a file in path's folder is
    written, created or renamed into it, and by `process` ending (a pidfd); the timeout is the guard. Returns whether
    it held. The condition is read after the watch is set, so nothing written before the wait is missed. Linux."""
    path, ready = pathlib.Path(path), ready or (lambda p: p.exists())
    libc = ctypes.CDLL(None, use_errno=True)
    fd = libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
    if fd < 0:
        raise OSError(ctypes.get_errno(), "inotify_init1")
    pidfd = os.pidfd_open(process.pid) if process is not None else None
    try:
        IN_CLOSE_WRITE, IN_MOVED_TO, IN_CREATE = 0x8, 0x80, 0x100
        if libc.inotify_add_watch(fd, str(path.parent).encode(), IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE) < 0:
            raise OSError(ctypes.get_errno(), "inotify_add_watch " + str(path.parent))
        deadline = time.monotonic() + timeout
        while not ready(path):
            left = deadline - time.monotonic()
            if left <= 0 or (process is not None and process.poll() is not None):
                return False
            if fd in select.select([fd] + ([pidfd] if pidfd is not None else []), [], [], left)[0]:
                try:
                    os.read(fd, 65536)   # drain the events; what they say is read from the file itself
                except BlockingIOError:
                    pass
        return True
    finally:
        os.close(fd)
        if pidfd is not None:
            os.close(pidfd)


def page_services(timeout=SERVICES_TIMEOUT_S):
    """The shared services ({"chromium": ws URL, "lab": {...}}), waiting for them to be up; None when not given."""
    f = os.environ.get("OQA_PAGE_SERVICES")
    if not f:
        return None
    # written atomically (a rename) once both answer, or with an error
    if not wait_for_file(f, timeout):
        raise BrowserError("the shared Chromium and JupyterLab were not up within %d s (%s)" % (timeout, f))
    with open(f) as fh:
        services = json.load(fh)
    if services.get("error"):
        raise BrowserError("the shared Chromium and JupyterLab did not start: %s" % services["error"])
    return services


def open_browser(binary, log_path, extra_flags=()):
    """The shared Chromium when scripts/test runs one, else one of our own (needing `binary`)."""
    services = page_services()
    if services:
        return SharedChromium(services["chromium"])
    return Chromium(binary, log_path, extra_flags)


# The flags of a shared Chromium: tabs of several checks at once, none of them in front, must all run at full speed.
SHARED_FLAGS = ["--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                "--disable-backgrounding-occluded-windows"]


def start_shared_chromium(binary, profile, log, extra_flags=(), timeout=60):
    """Starts a headless Chromium with a DevTools websocket on a free loopback port (Chromium picks it and writes it
    to DevToolsActivePort in its profile); returns (process, ws URL)."""
    args = [binary] + CHROMIUM_FLAGS + SHARED_FLAGS + list(extra_flags) + [
        "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", "--user-data-dir=" + str(profile),
        "--window-size=%d,%d" % VIEWPORT, "about:blank"]
    proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=log, stderr=log)
    active = pathlib.Path(profile) / "DevToolsActivePort"

    def endpoint(p):   # the file holds the port, then the browser's path, once the endpoint listens
        lines = p.read_text().split("\n") if p.exists() else []
        return len(lines) >= 2 and lines[0].strip().isdigit() and lines[1].startswith("/devtools/browser/")

    if not wait_for_file(active, timeout, endpoint, proc):
        if proc.poll() is not None:
            raise BrowserError("Chromium exited with status %s" % proc.returncode)
        proc.kill()
        raise BrowserError("Chromium's DevTools endpoint did not appear within %d s" % timeout)
    port, browser_path = active.read_text().split("\n")[:2]
    return proc, "ws://127.0.0.1:%s%s" % (port.strip(), browser_path.strip())


def evaluate(browser, session, expr, await_promise=False):
    r = browser.send("Runtime.evaluate", {"expression": expr, "returnByValue": True, "awaitPromise": await_promise}, session)
    if "exceptionDetails" in r:
        raise BrowserError("page script failed: %s" % r["exceptionDetails"].get("text"))
    return r["result"].get("value")


def settled(status, canary=False):
    """Every chart either reported an error, or plotly.js has drawn it (its main trace then has geometry, or has no
    data to draw, which will not change by waiting). On a canary page poisoned values (a date that is no date) may
    leave a trace with values and no geometry for good: there plotly.js having plotted the chart is enough, or the
    wait would run to its deadline on every such page (40 s each)."""
    return all(c["error"] or (c["svg"] and c["plotted"] and (canary or c["main"] is not None
                              and (c["main"]["drawn"] or not c["main"]["values"]))) for c in status["charts"])


CANARY_JS = "({canary: window.oqaCanary || null, title: document.title})"

# The page's next event that can change what STATUS_JS reads: a chart drawn (plotly_afterplot) or outputs attached or
# laid out (a DOM mutation). With neither for QUIET_MS the page is quiet, which is what "settled" means. Resolves to
# which it was; the caller's deadline guards the whole wait.
QUIET_MS = 100
NEXT_EVENT_JS = r"""
new Promise(resolve => {
  const gds = [...document.querySelectorAll('.js-plotly-plot')];
  let done = false;
  const finish = why => {
    if (done) return;
    done = true;
    observer.disconnect();
    gds.forEach(g => g.removeListener && g.removeListener('plotly_afterplot', onPlot));
    resolve(why);
  };
  const onPlot = () => finish('afterplot');
  const observer = new MutationObserver(() => finish('mutation'));
  observer.observe(document.body || document.documentElement, {childList: true, subtree: true, attributes: true});
  gds.forEach(g => g.on && g.on('plotly_afterplot', onPlot));
  setTimeout(() => finish('quiet'), %d);
})
""" % QUIET_MS


def next_event(browser, session):
    return evaluate(browser, session, NEXT_EVENT_JS, await_promise=True)


def check_file(browser, path, shot, block_network=True, canary=False):
    """Returns (summary line, [failure messages])."""
    name = str(path)
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    failures = []
    try:
        for m in ("Page.enable", "Runtime.enable", "Network.enable"):
            browser.send(m, session=session)
        if block_network:
            # CI has no network: make every run behave the same, fast, and prove nothing is fetched from a CDN.
            browser.send("Network.setBlockedURLs", {"urls": ["http://*", "https://*", "ws://*", "wss://*"]}, session)
        browser.send("Emulation.setDeviceMetricsOverride",
                     {"width": VIEWPORT[0], "height": VIEWPORT[1], "deviceScaleFactor": 1, "mobile": False}, session)
        browser.send("Page.navigate", {"url": path.resolve().as_uri()}, session)
        browser.wait_event("Page.loadEventFired", session, timeout=90)
        deadline = time.monotonic() + SETTLE_TIMEOUT_S
        # A page may attach its outputs after the load event (JupyterLab does; plotly.js itself is inflated
        # asynchronously): no chart yet is not "every chart settled" until APPEAR_TIMEOUT_S has passed.
        appear = time.monotonic() + APPEAR_TIMEOUT_S
        status = evaluate(browser, session, STATUS_JS)
        while (not settled(status, canary) or not status["charts"] and time.monotonic() < appear) and time.monotonic() < deadline:
            next_event(browser, session)   # a chart drawn or outputs attached, or a quiet page
            status = evaluate(browser, session, STATUS_JS)
        # plotly.js finishes with an async layout pass (legend, autorange text): settled means a quiet page (no
        # plotly_afterplot, no DOM change) and the same answer on both sides of it; the deadline guards.
        while time.monotonic() < deadline:
            quiet = next_event(browser, session) == "quiet"
            last, status = status, evaluate(browser, session, STATUS_JS)
            if quiet and status == last:
                break
        exceptions = [e["params"]["exceptionDetails"] for e in browser.take_events("Runtime.exceptionThrown", session)]
        if canary:
            # The security matrix's payload sets window.oqaCanary and the title if any of it runs as script.
            c = evaluate(browser, session, CANARY_JS)
            if c["canary"]:
                failures.append("an injected script ran (window.oqaCanary = %r)" % c["canary"])
            if "PWNED" in (c["title"] or ""):
                failures.append("an injected script changed the page title to %r" % c["title"])

        charts = status["charts"]
        if not charts:
            failures.append("no Plotly chart found in the page")
        ink = chart_ink(browser, session, charts)
        if shot:
            save_screenshot(browser, session, shot)
        for c, share in zip(charts, ink):
            label = "chart %s" % c["id"]
            if c["error"]:
                failures.append("%s: %s" % (label, c["error"]))
                continue
            if not c["svg"]:
                failures.append("%s: not drawn (no svg.main-svg; window.Plotly is %s)"
                                % (label, "defined" if status["plotly"] else "undefined"))
                continue
            main = c["main"]
            if canary:
                pass  # poisoned data may leave nothing to plot (a date that is no date); drawn and titled is the test
            elif main is None:
                failures.append("%s: drawn but no trace at all" % label)
            elif not main["values"]:
                failures.append("%s: drawn but no data on its main trace (trace 0, %s %r holds no plottable value)"
                                % (label, main["type"], main["name"]))
            elif not main["drawn"]:
                failures.append("%s: drawn but its main trace (trace 0, %s %r) left no bars, points or image"
                                % (label, main["type"], main["name"]))
            if not c["title"]:
                failures.append("%s: empty title (.gtitle missing or blank)" % label)
            if share is not None and share < MIN_INK:
                failures.append("%s: looks blank in the screenshot (%.2f%% non-white pixels)" % (label, 100 * share))
        if failures and exceptions:
            for ex in exceptions[:3]:
                desc = (ex.get("exception") or {}).get("description") or ex.get("text", "")
                failures.append("page error: %s" % desc.splitlines()[0][:200])
        drawn = len(charts) - len({f.split(":")[0] for f in failures if f.startswith("chart ")})
        titles = " | ".join(repr(c["title"]) for c in charts if c["title"]) or "-"
        return "%s: %d chart(s) drawn%s, titles: %s" % (
            name, drawn, "" if drawn == len(charts) else " of %d" % len(charts), titles), failures
    finally:
        browser.send("Target.closeTarget", {"targetId": target})


def page_size(browser, session):
    m = browser.send("Page.getLayoutMetrics", session=session)
    size = m.get("cssContentSize") or m.get("contentSize")
    return max(1, int(size["width"])), max(1, min(int(size["height"]), MAX_SHOT_HEIGHT))


def capture(browser, session, scale):
    w, h = page_size(browser, session)
    r = browser.send("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": w, "height": h, "scale": scale}}, session, timeout=120)
    return base64.b64decode(r["data"])


def save_screenshot(browser, session, out):
    out.write_bytes(capture(browser, session, 1))


def chart_ink(browser, session, charts):
    """Share of non-white pixels inside each chart's box, from a down-scaled capture of the whole page."""
    if not charts:
        return []
    width, height, rows = decode_png(capture(browser, session, BLANK_SCALE))
    out = []
    for c in charts:
        x, y, w, h = (int(v * BLANK_SCALE) for v in c["rect"])
        x0, y0 = max(0, x), max(0, y)
        x1, y1 = min(width, x + max(w, 1)), min(height, y + max(h, 1))
        if y0 >= height:
            out.append(None)  # below the longest capture (MAX_SHOT_HEIGHT): not judged by pixels
            continue
        if x1 <= x0 or y1 <= y0:
            out.append(0.0)  # no area on the page: nothing a reader could see
            continue
        ink = total = 0
        for row in rows[y0:y1]:
            for px in range(x0, x1):
                r, g, b = row[px]
                total += 1
                if min(r, g, b) < 235:
                    ink += 1
        out.append(ink / total if total else None)
    return out


def decode_png(data):
    """8-bit RGB/RGBA, non-interlaced PNG (what Chromium writes) -> (width, height, rows of (r, g, b))."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise BrowserError("screenshot is not a PNG")
    pos, idat, width = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                raise BrowserError("unsupported PNG (depth %d, colour type %d, interlace %d)" % (depth, ctype, interlace))
            bpp = 4 if ctype == 6 else 3
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    raw = zlib.decompress(b"".join(idat))
    stride = width * bpp
    prev = bytearray(stride)
    rows = []
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if f == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif f == 2:
            for i in range(stride):
                line[i] = (line[i] + prev[i]) & 0xFF
        elif f == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif f == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, bpp)])
        prev = line
    return width, height, rows


def html_files(args):
    out = []
    for a in args:
        p = pathlib.Path(a)
        if p.is_dir():
            out.extend(sorted(q for q in p.rglob("*.html") if q.is_file()))
        elif p.is_file():
            out.append(p)
        else:
            raise SystemExit("check_charts: %s: no such file or directory" % a)
    return out


def find_chromium(explicit):
    if explicit:  # asked for one binary: use it or say it is not there, never fall back silently
        return explicit if os.path.isfile(explicit) and os.access(explicit, os.X_OK) else None
    for c in [os.environ.get("OQA_CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium"),
              shutil.which("chromium-browser"), shutil.which("google-chrome")]:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+", metavar="FILE_OR_DIR", help="HTML files, or folders searched for *.html")
    ap.add_argument("--screenshots", metavar="DIR", help="write one full-page PNG per file here")
    ap.add_argument("--chromium", help="browser binary (default: $OQA_CHROMIUM, /usr/bin/chromium, chromium on PATH)")
    ap.add_argument("--expect-failure", action="store_true",
                    help="every file must fail the check (pages built to be undrawable)")
    ap.add_argument("--allow-network", action="store_true",
                    help="let the page fetch http(s) resources (default: blocked, as in CI, so charts must draw offline)")
    ap.add_argument("--allow-empty", action="store_true", help="a file without any chart is not a failure")
    ap.add_argument("--canary", action="store_true",
                    help="also fail when window.oqaCanary is set or the title says PWNED (pages of poisoned answers)")
    a = ap.parse_args(argv)

    # The shared Chromium of scripts/test (OQA_PAGE_SERVICES) unless this run asks for a browser of its own: a given
    # binary, or the network (the shared one resolves no name but loopback).
    shared = not a.chromium and not a.allow_network and os.environ.get("OQA_PAGE_SERVICES")
    binary = find_chromium(a.chromium)
    if not binary and not shared:
        print("check_charts: Chromium not found (looked at --chromium, $OQA_CHROMIUM, /usr/bin/chromium, PATH).\n"
              "Install it, e.g. on Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium",
              file=sys.stderr)
        return 2
    files = html_files(a.paths)
    if not files:
        print("check_charts: no .html files in %s" % " ".join(a.paths), file=sys.stderr)
        return 2
    shots = pathlib.Path(a.screenshots) if a.screenshots else None
    if shots:
        shots.mkdir(parents=True, exist_ok=True)

    log = pathlib.Path(tempfile.gettempdir()) / ("oqa-check-charts-%d.log" % os.getpid())
    try:
        browser = open_browser(binary, log) if shared else Chromium(binary, log)
    except BrowserError as e:
        print("check_charts: %s" % e, file=sys.stderr)
        return 2
    bad = []
    try:
        browser.send("Target.getTargets", timeout=60)  # fails fast if the browser did not start
        used = set()
        for f in files:
            shot = None
            if shots:
                stem = f.stem if f.stem not in used else "%s__%s" % (f.parent.name, f.stem)
                while stem in used:
                    stem += "_"
                used.add(stem)
                shot = shots / (stem + ".png")
            try:
                line, failures = check_file(browser, f, shot, not a.allow_network, a.canary)
            except BrowserError as e:
                line, failures = "%s: not checked" % f, ["browser: %s" % e]
            if a.allow_empty:
                failures = [x for x in failures if x != "no Plotly chart found in the page"]
            print(line)
            for x in failures:
                print("  FAIL %s" % x)
            if bool(failures) != a.expect_failure:
                bad.append(f)
    except BrowserError as e:
        print("check_charts: %s (browser log: %s)" % (e, log), file=sys.stderr)
        return 2
    finally:
        browser.close()
    # The closing count: files that behaved as required (drawn; or, with --expect-failure, reported as failing).
    print("check charts%s: %d passed, %d failed" % (" (must fail)" if a.expect_failure else "", len(files) - len(bad), len(bad)))
    if bad:
        what = "passed but was expected to fail" if a.expect_failure else "failed"
        print("check_charts: %d of %d file(s) %s: %s" % (len(bad), len(files), what, ", ".join(p.name for p in bad)),
              file=sys.stderr)
        return 1
    log.unlink(missing_ok=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
