"""Times the first magics of a fresh "Java (OQA)" kernel (scripts/bench --kernel).

For each of N fresh kernels (the installed kernelspec "oqa", local engine, an empty OQA home): start the kernel, wait
until it answers kernel_info (the extension has loaded by then: JJava runs its start-up script and extensions before
it serves requests), wait DELAY seconds, then time each cell from the execute_request being sent to the last of its
execute_reply (shell) and its status idle (iopub). For a magic it also notes when its progress line appeared: the
part before is the kernel's (its shell loop and request handling; a cell of OQA magics skips JShell), the part after
the magic's own. Cells: `%gex SPY --local` twice, then `%risk NVDA --local`
twice, then the Java cell `1 + 1` twice (the kernel's own cost per cell, for comparison). A magic counts only if
it replied "ok" and displayed HTML, the Java cell only if it replied "ok"; otherwise the run fails. Prints one table of
medians per delay, and the load average before and after.
"""
import argparse
import json
import os
import statistics
import sys
import tempfile
import time

import jupyter_client

CELLS = [
    ("first %gex SPY --local", "%gex SPY --local"),
    ("same magic again", "%gex SPY --local"),
    ("first %risk NVDA --local", "%risk NVDA --local"),
    ("%risk NVDA --local again", "%risk NVDA --local"),
    # No magic: what JJava itself costs per cell (JShell compiles every Java cell).
    ("Java cell `1 + 1`", "1 + 1"),
    ("Java cell `1 + 1` again", "1 + 1"),
]


def timed_cell(kc, code, timeout=120.0):
    """Seconds from sending the request to the reply and idle; fails unless ok (and, for a magic, HTML shown)."""
    needs_html = code.startswith("%")
    t0 = time.perf_counter()
    msg_id = kc.execute(code, store_history=True)
    reply_at = idle_at = None
    first_output_at = None  # a magic's first output is its progress line: JJava has compiled the cell by then
    html = False
    error = None
    deadline = time.monotonic() + timeout
    while reply_at is None or idle_at is None:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError(f"{code!r}: no reply within {timeout} s")
        if reply_at is None:
            try:
                msg = kc.get_shell_msg(timeout=0.005 if idle_at is None else left)
                if msg["parent_header"].get("msg_id") == msg_id:
                    reply_at = time.perf_counter()
                    if msg["content"].get("status") != "ok":
                        error = msg["content"].get("evalue") or msg["content"].get("status")
            except Exception:  # queue.Empty: poll the other channel
                pass
        if idle_at is None:
            try:
                msg = kc.get_iopub_msg(timeout=0.005 if reply_at is None else left)
            except Exception:
                continue
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            kind = msg["msg_type"]
            if first_output_at is None and kind in ("display_data", "execute_result", "stream"):
                first_output_at = time.perf_counter()
            if kind in ("display_data", "execute_result", "update_display_data"):
                data = msg["content"].get("data", {})
                if "text/html" in data and "internal error" not in data.get("text/plain", ""):
                    html = True
            elif kind == "error":
                error = msg["content"].get("evalue")
            elif kind == "status" and msg["content"].get("execution_state") == "idle":
                idle_at = time.perf_counter()
    if error or (needs_html and not html):
        raise RuntimeError(f"{code!r} did not show its panel: {error or 'no HTML output'}")
    return max(reply_at, idle_at) - t0, (first_output_at or reply_at) - t0


def one_kernel(delay, home):
    env = dict(os.environ, OQA_MODE="local", OQA_HOME=home)
    km = jupyter_client.KernelManager(kernel_name="oqa")
    t0 = time.perf_counter()
    km.start_kernel(env=env)
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=120)
        ready = time.perf_counter() - t0
        time.sleep(delay)
        timed = [timed_cell(kc, code) for _, code in CELLS]
        times = [t for t, _ in timed]
        before_magic = [b for _, b in timed]
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    return ready, times, before_magic


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kernels", type=int, default=5, help="fresh kernels per delay (median over them)")
    ap.add_argument("--delays", default="0,1", help="seconds between ready and the first cell, comma-separated")
    ap.add_argument("--json", help="also write every figure to this file")
    args = ap.parse_args()
    load_before = open("/proc/loadavg").read().split()[:3]
    results = {}
    for delay in [float(d) for d in args.delays.split(",")]:
        for i in range(args.kernels):
            with tempfile.TemporaryDirectory() as home:
                ready, times, before_magic = one_kernel(delay, home)
            results.setdefault(delay, []).append({"ready": ready, "cells": times, "first_output": before_magic})
            print(f"  delay {delay:g} s, kernel {i + 1}: ready {ready:.2f} s, "
                  + ", ".join(f"{t * 1000:.0f} ms" for t in times), file=sys.stderr, flush=True)
    load_after = open("/proc/loadavg").read().split()[:3]

    print(f"fresh kernels: {args.kernels} per column; load average before {' '.join(load_before)}, after {' '.join(load_after)}")
    print()
    print("| cell (request sent -> reply and idle) | "
          + " | ".join(f"{d:g} s after ready" for d in results) + " |")
    print("|---|" + "---|" * len(results))
    print("| kernel start -> kernel_info reply | "
          + " | ".join(f"{statistics.median(r['ready'] for r in runs):.2f} s" for runs in results.values()) + " |")
    for k, (label, _) in enumerate(CELLS):
        cells = []
        for runs in results.values():
            xs = [r["cells"][k] * 1000 for r in runs]
            cell = f"{statistics.median(xs):.0f} ms (min {min(xs):.0f}, max {max(xs):.0f})"
            if CELLS[k][1].startswith("%"):
                cell += f"; {statistics.median(r['first_output'][k] * 1000 for r in runs):.0f} ms to the progress line"
            cells.append(cell)
        print(f"| {label} | " + " | ".join(cells) + " |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"load_before": load_before, "load_after": load_after, "cells": [c for _, c in CELLS],
                       "runs": {f"{d:g} s": r for d, r in results.items()}}, f, indent=2)


if __name__ == "__main__":
    main()
