#!/usr/bin/env python3
"""JupyterLab says the "Java (OQA)" kernel is Idle, soon after it starts and again after a reload.

A notebook on the toolkit's kernel is opened in a real JupyterLab (jupyter_server on loopback) in headless Chromium
(lab_render.py's Lab driver); the status bar's kernel item must read "Java (OQA) | Idle" within 5 s of the
kernel being ready (the server has seen it idle; the kernel's own start-up time is scripts/bench --kernel's to
measure) and the page connected to it (past "Initializing" and "Connecting", the page's own start-up), then after a
reload of the page, and in a second tab on the same kernel. Then, in that notebook, %gex --help in an output narrower than its lines must wrap at
words (no word that fits a line broken over two). A kernel that stamps its messages with the client's session, or answers kernel_info
without a status, leaves the item at "Unknown" until the first cell runs.

Each of the three is measured up to three times (a new kernel, another reload, another tab) and passes on its best
time, the way a benchmark takes the best of its runs: the test command runs this beside other checks on two cores,
and one reading of a few seconds' latency under that load says nothing of the kernel. What the check guards, a status
that never reaches Idle until a cell runs, fails every time. Every attempt is printed, with the states seen.

Ends with "kernel idle: N passed, M failed"; exit 1 on any failure.
"""
import json, pathlib, re, shutil, sys, tempfile, time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import lab_render  # noqa: E402  (its Lab: server, Chromium, offline)

LIMIT = 5.0  # seconds from the kernel's start (or the page's reload) to "Idle"
KERNEL = "Java (OQA)"
# JupyterLab's words for a kernel's state (the item's text runs into the next item's, so the word is matched whole)
STATES = ("Unknown", "Starting", "Idle", "Busy", "Terminating", "Restarting", "Autorestarting", "Dead", "Connecting",
          "Initializing", "Disconnected", "Connected")

# The status bar's text: the kernel item reads "<display name> | <status>".
STATUS_JS = "(() => { const b = document.querySelector('#jp-main-statusbar'); return b ? b.textContent : ''; })()"


def kernel_state(text):
    m = re.search(re.escape(KERNEL) + r"\s*\|\s*(" + "|".join(STATES) + ")", text or "")
    return m.group(1) if m else None


def kernels(lab):
    """This check's running kernels (those of its notebooks' sessions: a shared server runs other checks' kernels
    too), or None while the server does not answer."""
    sessions = lab.sessions()
    return None if sessions is None else [x["kernel"] for x in sessions if x.get("kernel")]


def server_says_idle(lab):
    """Whether the server has seen the kernel idle: it follows every kernel's iopub status, whoever's request it answers."""
    return any(k.get("execution_state") == "idle" for k in kernels(lab) or [])


# The item's words while the page itself starts: its session being set up, then its websocket to the server. Under
# load these take seconds of the page's own start-up (a reload on two busy cores: 6 s); the kernel has no part in them.
PAGE_STARTING = ("Initializing", "Connecting")


def time_to_idle(lab, session, seconds=90):
    """Seconds from the kernel being ready (the server saw it idle) and the page being connected to it (the item past
    PAGE_STARTING), to the item reading Idle; None, and the states seen, if it never does. That span is the kernel's
    part: its kernel_info reply and its status message; a kernel that stamps its messages with the client's session
    stays at Unknown. How long the kernel takes to start is scripts/bench --kernel's to measure, how long the page
    takes to load is the browser's."""
    shown = ready = None
    states, start, deadline = [], time.monotonic(), time.monotonic() + seconds
    while time.monotonic() < deadline:
        if ready is None and server_says_idle(lab):
            ready = time.monotonic()
        state = kernel_state(lab.answers(session, STATUS_JS, 10))
        if state is not None:
            if shown is None and state not in PAGE_STARTING:
                shown = time.monotonic()
            if not states or states[-1] != state:
                states.append(state)
            if state == "Idle" and ready is not None and shown is not None:
                print(f"kernel idle:      (the kernel was ready {ready - start:.1f} s after the page was asked for)")
                return time.monotonic() - max(shown, ready), states
        time.sleep(0.1)
    return None, states


# Words of the output's text broken over two lines (a word wider than the output may break: it has to).
BROKEN_WORDS_JS = r"""
(() => {
  const pre = [...document.querySelectorAll('.jp-OutputArea-output pre')].find(p => p.textContent.includes('usage: oqa gex'));
  if (!pre) return null;
  const width = pre.getBoundingClientRect().width, broken = [];
  const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const m of node.textContent.matchAll(/\S+/g)) {
      const r = document.createRange();
      r.setStart(node, m.index); r.setEnd(node, m.index + m[0].length);
      const rects = [...r.getClientRects()].filter(x => x.width > 0);
      if (rects.length > 1 && r.getBoundingClientRect().width < width) broken.push(m[0]);
    }
  }
  return {broken, width: Math.round(width), lines: Math.round(pre.getBoundingClientRect().height)};
})()
"""

RUN_HELP_JS = r"""(async () => { const p = window.jupyterapp.shell.currentWidget; p.content.activeCellIndex = 0;
  p.content.activeCell.model.sharedModel.setSource('%gex --help');
  await window.jupyterapp.commands.execute('notebook:run-cell'); return true; })()"""


def help_wraps_at_words(lab, session):
    """%gex --help in an output area narrower than its lines: every word that fits a line stays on one line."""
    lab.js(session, RUN_HELP_JS, timeout=120)
    lab.browser.send("Emulation.setDeviceMetricsOverride", {"width": 640, "height": 2400, "deviceScaleFactor": 1, "mobile": False}, session)
    # the output appears, then the narrower layout settles: the same answer twice in a row (90 s guard)
    status, last, deadline = None, None, time.monotonic() + 90
    while time.monotonic() < deadline:
        status = lab.js(session, BROKEN_WORDS_JS)
        if status and status == last:
            break
        last = status
        time.sleep(0.25)
    if not status:
        return ["no %gex --help output appeared"]
    return [f"{len(status['broken'])} words broken over two lines in a {status['width']} px output, e.g. {status['broken'][:5]}"] if status["broken"] else []


def page_replaced(lab, session, seconds=30):
    """Waits until the tab holds a new document (the marker set before the reload is gone) that has loaded."""
    # (None while the old document is going away)
    if not lab_render.poll(lambda: lab.answers(session, "!window.__oqaBeforeReload && document.readyState === 'complete'", 5), seconds):
        raise lab_render.cc.BrowserError(f"the page did not reload within {seconds} s")


def kernels_gone(lab, seconds=30):
    """Waits until the server runs no kernel of this check (the shutdown went through), so the server stops, or
    runs on, without it."""
    lab_render.poll(lambda: not kernels(lab), seconds)


def notebook(path):
    path.write_text(json.dumps({
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": "%oqa status"}],
        "metadata": {"kernelspec": {"name": "oqa", "display_name": KERNEL, "language": "java"}},
        "nbformat": 4, "nbformat_minor": 5}))


def main():
    work = pathlib.Path(tempfile.mkdtemp(prefix="oqa-idle-"))
    results = []

    def case(name, attempt, tries=3):
        """attempt(n) sets up the n-th try (0 first) and returns (seconds to Idle or None, states seen)."""
        for n in range(tries):
            took, states = attempt(n)
            ok = took is not None and took <= LIMIT
            seen = " → ".join(states) or "no kernel item"
            print(f"kernel idle: {'ok  ' if ok else 'FAIL' if n == tries - 1 else 'slow'} {name}"
                  + (f" (try {n + 1} of {tries})" if n else "") + ": "
                  + (f"Idle after {took:.1f} s" if took is not None else "never Idle") + f" (limit {LIMIT:.0f} s; states {seen})",
                  flush=True)
            if ok:
                break
        results.append(ok)

    lab = lab_render.Lab(work)   # no theme switching: the status bar's words and the wrapping are the same in each
    try:
        tabs, opened = [], []   # (target, session) of the first tab, then of the second; the notebook the first shows

        def fresh(n):   # a notebook of its own per try, so each try starts a kernel of its own
            name = "idle.ipynb" if n == 0 else f"idle-{n}.ipynb"
            notebook(lab.root / name)
            if tabs:   # the earlier try's tab goes, and its kernel with it
                lab.js(tabs[0][1], "window.jupyterapp.commands.execute('kernelmenu:shutdown')")
                lab.close_tab(tabs.pop()[0])
                kernels_gone(lab)
            tabs.append(lab.open("/lab/tree/" + lab.rel(name)))
            opened[:] = [name]
            return time_to_idle(lab, tabs[0][1])

        def reloaded(_n):
            s = tabs[0][1]
            lab.js(s, "window.__oqaBeforeReload = true")
            lab.browser.send("Page.reload", {}, s)
            # the old page's status bar must be gone before the new one is read: wait for the new document
            page_replaced(lab, s)
            return time_to_idle(lab, s)

        def second_tab(_n):
            if len(tabs) > 1:
                lab.close_tab(tabs.pop()[0])
            tabs.append(lab.open("/lab/tree/" + lab.rel(opened[0])))
            return time_to_idle(lab, tabs[-1][1])

        case("a fresh kernel", fresh)
        case("after a reload", reloaded)
        case("a second tab on the same kernel", second_tab)
        s = tabs[0][1]
        problems = help_wraps_at_words(lab, s)
        results.append(not problems)
        print(f"kernel idle: {'FAIL' if problems else 'ok  '} %gex --help in a narrow output wraps at words" + "".join("; " + p for p in problems))
        lab.js(s, "window.jupyterapp.commands.execute('kernelmenu:shutdown')")
        kernels_gone(lab)
    finally:
        lab.close()
        shutil.rmtree(work, ignore_errors=True)
    failed = results.count(False)
    print(f"kernel idle: {len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
