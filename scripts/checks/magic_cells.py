#!/usr/bin/env python3
"""A cell of OQA magic lines, answered without JShell (MagicCells), against JJava's own path, in real kernels.

Two "Java (OQA)" kernels run the same cells: one as installed, one with OQA_MAGIC_CELLS=jshell (JJava compiles every
cell, a magic line too). For each cell the two must send the same thing: reply status and execution count,
execute_input, and the same sequence of outputs (their text/plain, digits masked: timings and div ids differ;
HTML present or not). Then:
- the magic cells really skipped JShell: the installed kernel's JShell holds fewer snippets;
- an interrupt stops a magic cell (a long scan) in both, with an error that says so, and the next cell runs.
Runs with OQA_HOME in a temporary folder and OQA_MODE=local. Exit 1 on any failure.
"""
import os, queue, re, shutil, sys, tempfile, time
from jupyter_client.manager import start_new_kernel

SNIPPETS = ("((org.dflib.jjava.kernel.JavaKernel) org.dflib.jjava.jupyter.kernel.BaseKernel.notebookKernel())"
            ".getJShell().snippets().count()")
HOME = [None]  # the running kernel's OQA_HOME
CELLS = [
    "%gex SPY --local",
    "%oqa status",
    "%oqa mode local\n%risk NVDA",          # two magic lines: both run, the last one's value is the result
    "\n  %gex  SPY \n",                      # blank lines and extra spaces
    "%gex NOPE --local",                     # the user's mistake: a message, not an error
    "%gex SPY --as-of 1999-99-99",           # a bad option value
    "%nosuchmagic",                          # not ours: JJava's error in both
    "Result<?> r = %gex SPY --local",        # an assignment from a magic: JShell in both
    "r.data().getClass().getSimpleName()",
    "%gex SPY --local\n1 + 1",               # magic and Java together: JShell in both
]


def transcript(kc, code, timeout=120, interrupt_after_output=None, km=None, mask=True):
    """Everything the kernel sends for one cell, in a comparable form (digits masked unless mask=False)."""
    # each kernel has its own OQA_HOME; digits hold timings, div ids and JShell's snippet numbers
    hide = (lambda x: re.sub(r"\d+", "#", x.replace(HOME[0], "$OQA_HOME"))) if mask else (lambda x: x)
    msg_id = kc.execute(code)
    out, reply, interrupted = [], None, False
    deadline = time.monotonic() + timeout
    idle = False
    while not (idle and reply is not None):
        if time.monotonic() > deadline:
            raise TimeoutError(f"{code!r}: no reply and idle within {timeout} s")
        try:
            msg = kc.get_iopub_msg(timeout=0.05)
            if msg["parent_header"].get("msg_id") == msg_id:
                t, c = msg["msg_type"], msg["content"]
                if t == "status":
                    idle = idle or c["execution_state"] == "idle"
                elif t == "execute_input":
                    out.append(("execute_input", c["execution_count"], c["code"]))
                elif t in ("display_data", "update_display_data", "execute_result"):
                    text = hide(c["data"].get("text/plain", ""))
                    out.append((t, text, "text/html" in c["data"], c.get("execution_count")))
                    if interrupt_after_output is not None and not interrupted:
                        time.sleep(interrupt_after_output)
                        km.interrupt_kernel()
                        interrupted = True
                elif t == "stream":
                    out.append(("stream", c["name"], hide(c["text"])))
                elif t == "error":
                    out.append(("error", c["ename"], hide("\n".join(c["traceback"]))))
        except queue.Empty:
            pass
        if reply is None:
            try:
                msg = kc.get_shell_msg(timeout=0.001)
                if msg["parent_header"].get("msg_id") == msg_id:
                    reply = (msg["content"]["status"], msg["content"].get("execution_count"))
            except queue.Empty:
                pass
    return reply, out


def scan_folder():
    """40 copies of a bundled SPX snapshot under distinct dates: a scan that takes seconds, to interrupt."""
    root = os.environ.get("OQA_ROOT", os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    src = os.path.join(root, "toolkit/src/main/resources/dev/oqa/data/options/SPX_2024-01-05.csv.gz")
    d = tempfile.mkdtemp()
    os.makedirs(os.path.join(d, "options"))
    for i in range(40):
        shutil.copy(src, os.path.join(d, "options", f"SPX_2024-{i // 28 + 1:02d}-{i % 28 + 1:02d}.csv.gz"))
    return d


def run_kernel(extra_env, scan_data):
    env = {k: v for k, v in os.environ.items() if k not in ("OQA_API_KEY", "OQA_BASE_URL", "OQA_MAGIC_CELLS")}
    HOME[0] = tempfile.mkdtemp()
    env.update(OQA_HOME=HOME[0], OQA_MODE="local", **extra_env)
    km, kc = start_new_kernel(kernel_name="oqa", env=env, startup_timeout=120)
    try:
        cells = [transcript(kc, code) for code in CELLS]
        snippets = transcript(kc, SNIPPETS, mask=False)
        t0 = time.monotonic()
        interrupted = transcript(kc, f"%scan options --data {scan_data}", interrupt_after_output=0.2, km=km)
        interrupt_seconds = time.monotonic() - t0
        after = transcript(kc, "%oqa status")
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    return cells, snippets, interrupted, interrupt_seconds, after


def snippet_count(result):
    (status, _), out = result
    values = [o[1] for o in out if o[0] == "execute_result"]
    return int(values[0]) if status == "ok" and values and values[0].isdigit() else None


def main():
    failures, checks = [], 0
    scan_data = scan_folder()
    direct = run_kernel({}, scan_data)
    jshell = run_kernel({"OQA_MAGIC_CELLS": "jshell"}, scan_data)
    for code, a, b in zip(CELLS, direct[0], jshell[0]):
        checks += 1
        if a != b:
            failures.append(f"{code!r}: the two paths differ\n  without JShell: {a}\n  JJava's path:   {b}")
        elif a[0][0] != "ok" and not code.startswith("%nosuchmagic"):
            failures.append(f"{code!r}: reply {a[0]}")
    checks += 1
    n_direct, n_jshell = snippet_count(direct[1]), snippet_count(jshell[1])
    print(f"magic cells: JShell snippets after the same cells: {n_direct} without JShell for magic cells, {n_jshell} on JJava's path")
    if n_direct is None or n_jshell is None or n_direct >= n_jshell:
        failures.append(f"magic cells did not skip JShell: {n_direct} snippets against {n_jshell}")
    for name, (reply, out), seconds, (after_reply, _) in (("without JShell", direct[2], direct[3], direct[4]),
                                                           ("JJava's path", jshell[2], jshell[3], jshell[4])):
        checks += 2
        errors = [o for o in out if o[0] == "error"]
        if reply[0] != "error" or not errors or "interrupted" not in errors[0][2].lower():
            failures.append(f"{name}: the interrupted scan did not end in an 'interrupted' error: {reply} {errors}")
        if after_reply[0] != "ok":
            failures.append(f"{name}: the cell after the interrupt failed: {after_reply}")
        print(f"magic cells: {name}: the interrupted scan answered {seconds:.1f} s after it was sent")
    for f in failures:
        print("magic cells:", f)
    print(f"magic cells: {checks - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
