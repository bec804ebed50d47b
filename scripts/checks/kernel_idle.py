#!/usr/bin/env python3
"""JupyterLab says the "Java (OQA)" kernel is Idle, soon after it starts and again after a reload.

A notebook on the toolkit's kernel is opened in a real JupyterLab (jupyter_server on loopback) in headless Chromium
(lab_render.py's Lab driver); the status bar's kernel item must read "Java (OQA) | Idle" within 5 s of the page
being connected to the kernel (past "Initializing" and "Connecting": the page's own start-up, and a fresh kernel's,
which scripts/bench --kernel times), then after a reload of the page, and in a second tab on the same kernel. Every
wait is for the event itself: the page's load event, a MutationObserver on the status bar's words, with a deadline. Then, in that notebook, %gex --help in an output narrower than its lines must wrap at
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

def kernels(lab):
    """This check's running kernels (those of its notebooks' sessions: a shared server runs other checks' kernels
    too), or None while the server does not answer."""
    sessions = lab.sessions()
    return None if sessions is None else [x["kernel"] for x in sessions if x.get("kernel")]


# The item's words while the page itself starts: its session being set up, then its websocket to the server, which
# the server opens once the kernel has answered it. Under load these take seconds (a reload on two busy cores: 6 s)
# and include a fresh kernel's start-up (scripts/bench --kernel times that); the kernel's own part comes after them.
PAGE_STARTING = ("Initializing", "Connecting")

# Resolves when the status bar's kernel item ("Java (OQA) | Idle") reads Idle after a state past PAGE_STARTING, or at
# the deadline: a MutationObserver on the whole document (the status bar is made, and remade, while the page starts)
# wakes it at every change, and it keeps the states in the order they showed. Times in ms from the call.
IDLE_JS = r"""
(async (deadlineMs) => {
  const re = new RegExp(%s), starting = %s, t0 = performance.now(), states = [];
  let shown = null;
  return await new Promise(resolve => {
    let timer = null;
    const observer = new MutationObserver(() => check());
    const done = idle => { observer.disconnect(); clearTimeout(timer); resolve({states, shown, idle}); };
    function check() {
      const bar = document.querySelector('#jp-main-statusbar'), m = (bar ? bar.textContent : '').match(re);
      if (!m) return;
      const s = m[1];
      if (states[states.length - 1] !== s) states.push(s);
      if (shown === null && !starting.includes(s)) shown = performance.now() - t0;
      if (s === 'Idle' && shown !== null) done(performance.now() - t0);
    }
    observer.observe(document, {subtree: true, childList: true, characterData: true});
    timer = setTimeout(() => done(null), deadlineMs);
    check();
  });
})(%d)
"""


def time_to_idle(lab, session, seconds=90):
    """Seconds from the page being connected to the kernel (the item past PAGE_STARTING) to the item reading Idle;
    None, and the states seen, if it never does within `seconds`. That span is the kernel's part: its kernel_info
    reply and its status message; a kernel that stamps its messages with the client's session stays at Unknown."""
    pattern = re.escape(KERNEL) + r"\s*\|\s*(" + "|".join(STATES) + ")"
    r = lab.js(session, IDLE_JS % (json.dumps(pattern), json.dumps(list(PAGE_STARTING)), seconds * 1000), timeout=seconds + 30)
    if r["idle"] is None:
        return None, r["states"]
    print(f"kernel idle:      (connected {r['shown'] / 1000:.1f} s after the wait began)")
    return (r["idle"] - r["shown"]) / 1000, r["states"]


def loaded(lab, session, seconds=90):
    """Waits for the tab's JupyterLab document to have loaded (Page.loadEventFired); the deadline is the guard."""
    deadline = time.monotonic() + seconds
    while True:
        lab.browser.wait_event("Page.loadEventFired", session, max(0.1, deadline - time.monotonic()))
        if lab.answers(session, "location.pathname.startsWith('/lab') && document.readyState === 'complete'", 10):
            return


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


# Resolves once the %gex --help output is on the page and laid out at the narrowed width (an observer wakes it on
# every change of the document or of the output's size; two animation frames let the layout finish), or at the
# deadline with null.
NARROWED_JS = r"""
(async (deadlineMs) => {
  const find = () => [...document.querySelectorAll('.jp-OutputArea-output pre')].find(p => p.textContent.includes('usage: oqa gex'));
  const narrow = () => { const p = find(); return p && window.innerWidth <= 640 && p.getBoundingClientRect().width > 0; };
  const ok = await new Promise(resolve => {
    const observer = new MutationObserver(() => check()), sizes = new ResizeObserver(() => check());
    const timer = setTimeout(() => end(false), deadlineMs);
    function end(v) { observer.disconnect(); sizes.disconnect(); clearTimeout(timer); resolve(v); }
    function check() { const p = find(); if (p) sizes.observe(p); if (narrow()) end(true); }
    observer.observe(document, {subtree: true, childList: true, characterData: true});
    window.addEventListener('resize', check);
    check();
  });
  if (!ok) return false;
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  await document.fonts.ready;
  return true;
})(%d)
"""


def help_wraps_at_words(lab, session, seconds=90):
    """%gex --help in an output area narrower than its lines: every word that fits a line stays on one line."""
    lab.browser.send("Page.bringToFront", {}, session)   # the first tab, behind the second: frames run in front
    lab.js(session, RUN_HELP_JS, timeout=120)
    lab.browser.send("Emulation.setDeviceMetricsOverride", {"width": 640, "height": 2400, "deviceScaleFactor": 1, "mobile": False}, session)
    status = lab.js(session, NARROWED_JS % (seconds * 1000), timeout=seconds + 30) and lab.js(session, BROKEN_WORDS_JS)
    if not status:
        return ["no %gex --help output appeared at the narrowed width"]
    return [f"{len(status['broken'])} words broken over two lines in a {status['width']} px output, e.g. {status['broken'][:5]}"] if status["broken"] else []


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
            loaded(lab, tabs[0][1])
            return time_to_idle(lab, tabs[0][1])

        def reloaded(_n):
            s = tabs[0][1]
            lab.browser.take_events("Page.loadEventFired", s)   # the old page's: the new document's load is awaited
            lab.browser.send("Page.reload", {}, s)
            loaded(lab, s)
            return time_to_idle(lab, s)

        def second_tab(_n):
            if len(tabs) > 1:
                lab.close_tab(tabs.pop()[0])
            # A workspace of its own: JupyterLab sends a second tab of an open workspace on to a new one (a navigation
            # after the load), as a user's second window gets.
            tabs.append(lab.open(f"/lab/workspaces/{lab.workspace}-tab2/tree/" + lab.rel(opened[0])))
            loaded(lab, tabs[-1][1])
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
