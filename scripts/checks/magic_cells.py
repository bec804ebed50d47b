#!/usr/bin/env python3
"""The toolkit's kernel against a stock JJava kernel with the same jars, in real kernels.

"Java (OQA)" starts JJava's kernel with the toolkit's launcher (its kernel.json names the main class). The stock
kernel is the same kernelspec with JJava's own main class instead (the Main-Class of the kernel's jjava.jar): the
OQA magics are then only JJava's extension, the path of a user who loads the toolkit into JJava with %maven.
1. The same cells send the same outputs in both (texts with digits masked: timings and div ids differ; HTML present
   or not; reply status), but that the stock kernel adds an empty value after a magic that ends its cell, which the
   toolkit's kernel leaves out: a cell of magics shows just its panel, no value. A result kept in Java and asked
   for in a later cell shows its panel in both; a chart a cell returns is displayed, with no empty value after it.
2. The toolkit's kernel answered the magic cells without JShell (the same cells added fewer JShell snippets).
3. A magic that does not exist, alone or in Java code, is one line naming the closest magic (or listing them) in the
   toolkit's kernel, where the stock kernel prints a stack trace.
4. Tab completes magic names and a magic's options, Shift+Tab shows its help (the stock kernel knows no options).
5. An interrupt stops a magic cell (a long scan) in both, with an error that says so, and the next cell runs.
Runs with OQA_HOME in a temporary folder and OQA_MODE=local. Exit 1 on any failure.
"""
import os, queue, re, shutil, sys, tempfile, time, zipfile
import jupyter_client

SNIPPETS = ("((org.dflib.jjava.kernel.JavaKernel) org.dflib.jjava.jupyter.kernel.BaseKernel.notebookKernel())"
            ".getJShell().snippets().count()")
HOME = [None]  # the running kernel's OQA_HOME
SAME = [
    "%gex SPY --local",
    "%oqa status",
    "%oqa mode local\n%risk NVDA",           # two magic lines: both run, the last one's value is the cell's
    "\n  %gex  SPY \n",                       # blank lines and extra spaces
    "%gex NOPE --local",                      # the user's mistake: a message, not an error
    "%gex SPY --as-of 1999-99-99",            # a bad option value
    "Result<GexData> r = %gex SPY --local",   # a magic assigned in Java: JShell in both, the panel shown once
    "r.data().getClass().getSimpleName()",
    "r",                                      # the kept result in a later cell: its panel
    "r.chart()",                              # a chart as a cell's value: displayed, with no empty value after it
    "%gex SPY --local\n1 + 1",                # magic and Java together: JShell in both
    "int x = 40;",
    "x + 2",
]
UNKNOWN = [  # (cell, what the one line says)
    ("%gexx SPY", "%gexx is not a magic; did you mean %gex?"),
    ("%lsmagic", "%lsmagic is not a magic; the line magics are "),
    ("Object o = %gexx SPY", "%gexx is not a magic; did you mean %gex?"),
]


def kernelspec_main(argv):
    """The main class a kernelspec's argv starts: the word after the class path."""
    return argv[argv.index("-cp") + 2]


# What a user of a stock JJava kernel imports to write the toolkit's Java (the toolkit's kernel imports it itself, in
# OqaKernelMain.STARTUP, with clearOutput()).
STOCK_IMPORTS = ("import java.nio.file.*; import dev.oqa.*; import dev.oqa.model.*; import dev.oqa.model.data.*; "
                 "import dev.oqa.query.*; import dev.oqa.result.*; import dev.oqa.model.Period;")


def start_kernel(env, stock=False, **popen):
    """The installed "oqa" kernel; stock=True: the same kernelspec with JJava's own main class (from its jar), which
    imports the toolkit's packages through JJAVA_STARTUP_SCRIPT. `popen` goes to the kernel's start (cwd, stderr)."""
    km = jupyter_client.KernelManager(kernel_name="oqa")
    if stock:
        env = dict(env, JJAVA_STARTUP_SCRIPT=STOCK_IMPORTS)
        argv = list(km.kernel_spec.argv)
        with zipfile.ZipFile(os.path.join(km.kernel_spec.resource_dir, "jjava.jar")) as z:
            manifest = z.read("META-INF/MANIFEST.MF").decode()
        jjava_main = re.search(r"^Main-Class:\s*(\S+)", manifest, re.M).group(1)
        argv[argv.index("-cp") + 2] = jjava_main
        km.kernel_spec.argv = argv
    km.start_kernel(env=env, **popen)
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=180)
    return km, kc


def transcript(kc, code, timeout=120, interrupt_on_output=False, km=None, mask=True):
    """Everything the kernel sends for one cell, in a comparable form (digits masked unless mask=False)."""
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
                elif t in ("display_data", "update_display_data", "execute_result"):
                    out.append((t, hide(c["data"].get("text/plain", "")), "text/html" in c["data"]))
                    if interrupt_on_output and not interrupted:
                        km.interrupt_kernel()   # the cell's first output: it is running, and is interrupted mid-run
                        interrupted = True
                elif t == "stream":
                    out.append(("stream", c["name"], hide(c["text"])))
                elif t == "error":
                    out.append(("error", c["ename"], hide("\n".join(c["traceback"])), len(c["traceback"])))
        except queue.Empty:
            pass
        if reply is None:
            try:
                msg = kc.get_shell_msg(timeout=0.001)
                if msg["parent_header"].get("msg_id") == msg_id:
                    reply = msg["content"]["status"]
            except queue.Empty:
                pass
    return reply, out


def scan_folder():
    """40 copies of a bundled SPX snapshot under distinct dates: a scan that takes seconds, to interrupt."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    src = os.path.join(root, "toolkit/src/main/resources/dev/oqa/data/options/SPX_2024-01-05.csv.gz")
    d = tempfile.mkdtemp()
    os.makedirs(os.path.join(d, "options"))
    for i in range(40):
        shutil.copy(src, os.path.join(d, "options", f"SPX_2024-{i // 28 + 1:02d}-{i % 28 + 1:02d}.csv.gz"))
    return d


def run_kernel(stock, scan_data):
    env = {k: v for k, v in os.environ.items() if k not in ("OQA_API_KEY", "OQA_BASE_URL")}
    HOME[0] = tempfile.mkdtemp()
    env.update(OQA_HOME=HOME[0], OQA_MODE="local")
    km, kc = start_kernel(env, stock)
    r = {"main": kernelspec_main(km.kernel_spec.argv)}
    try:
        r["snippets at start"] = transcript(kc, SNIPPETS, mask=False)  # the start-ups' own snippets differ
        r["same"] = [transcript(kc, code) for code in SAME]
        r["snippets"] = transcript(kc, SNIPPETS, mask=False)
        r["unknown"] = [transcript(kc, code, mask=False) for code, _ in UNKNOWN]
        r["complete"] = {code: kc.complete(code, len(code), reply=True, timeout=60)["content"]["matches"]
                         for code in ("%ge", "%gex SPY --")}
        r["inspect"] = kc.inspect("%gex SPY", 2, reply=True, timeout=60)["content"]
        t0 = time.monotonic()
        r["interrupted"] = transcript(kc, f"%scan options --data {scan_data}", interrupt_on_output=True, km=km)
        r["interrupt_seconds"] = time.monotonic() - t0
        r["after"] = transcript(kc, "%oqa status")
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    return r


def without_empty_values(out):
    """The outputs but an empty value (the stock kernel's rendering of a result its magic has shown)."""
    return [o for o in out if not (o[0] == "execute_result" and o[1] == "" and not o[2])]


def snippet_count(result):
    status, out = result
    values = [o[1] for o in out if o[0] == "execute_result"]
    return int(values[0]) if status == "ok" and values and values[0].isdigit() else None


def main():
    failures, checks = [], 0
    scan_data = scan_folder()
    oqa = run_kernel(False, scan_data)
    stock = run_kernel(True, scan_data)
    print(f"magic cells: the toolkit's kernel starts {oqa['main']}, the stock one {stock['main']}")
    checks += 1
    if oqa["main"] == stock["main"]:
        failures.append("the two kernels run the same main class: nothing is compared")

    for code, a, b in zip(SAME, oqa["same"], stock["same"]):
        checks += 1
        if a[0] != b[0] or a[1] != without_empty_values(b[1]) or without_empty_values(a[1]) != a[1]:
            failures.append(f"{code!r}: the kernels differ\n  toolkit's kernel: {a}\n  stock kernel:     {b}")
        elif a[0] != "ok":
            failures.append(f"{code!r}: reply {a[0]}")
        elif all(line.strip().startswith("%") for line in code.splitlines() if line.strip()) \
                and any(o[0] == "execute_result" for o in a[1]):
            failures.append(f"{code!r}: a cell of magics shows a value besides its panel: {a[1]}")
    checks += 1
    panels = [o for o in oqa["same"][SAME.index("r")][1] if o[0] == "execute_result" and o[2]]
    if not panels:
        failures.append(f"a kept result asked for in a later cell shows no panel: {oqa['same'][SAME.index('r')]}")

    checks += 1
    chart = oqa["same"][SAME.index("r.chart()")][1]
    if [o[0] for o in chart] != ["display_data"] or not chart[0][2]:
        failures.append(f"a chart a cell returns is not one displayed chart (a value shrinks on resize): {chart}")

    checks += 1
    def grown(r):
        before, after = snippet_count(r["snippets at start"]), snippet_count(r["snippets"])
        return None if before is None or after is None else after - before
    n_oqa, n_stock = grown(oqa), grown(stock)
    print(f"magic cells: JShell snippets the same cells added: {n_oqa} in the toolkit's kernel, {n_stock} in the stock one")
    if n_oqa is None or n_stock is None or n_oqa >= n_stock:
        failures.append(f"magic cells did not skip JShell: {n_oqa} snippets against {n_stock}")

    for (code, line), (reply, out), (_, stock_out) in zip(UNKNOWN, oqa["unknown"], stock["unknown"]):
        checks += 1
        errors = [o for o in out if o[0] == "error"]
        stock_errors = [o for o in stock_out if o[0] == "error"]
        if reply != "error" or len(errors) != 1 or errors[0][3] != 1 or not errors[0][2].startswith(line):
            failures.append(f"{code!r}: not one line starting {line!r}: {reply} {errors}")
        if not stock_errors or stock_errors[0][3] < 2:
            failures.append(f"{code!r}: the stock kernel's error was expected to be JJava's stack trace: {stock_errors}")
        print(f"magic cells: {code!r} -> {errors[0][2] if errors else None!r}")

    checks += 3
    if oqa["complete"]["%ge"] != ["gex"]:
        failures.append(f"%ge + Tab: {oqa['complete']['%ge']}, expected ['gex']")
    options = oqa["complete"]["%gex SPY --"]
    if "--basis" not in options or "--local" not in options:
        failures.append(f"%gex SPY -- + Tab: {options}, expected gex's options")
    if "--basis" in stock["complete"]["%gex SPY --"]:
        failures.append("the stock kernel completed gex's options: the comparison shows nothing")
    if not oqa["inspect"].get("found") or "usage: oqa gex" not in oqa["inspect"]["data"].get("text/plain", ""):
        failures.append(f"Shift+Tab on %gex shows no help: {oqa['inspect']}")
    print(f"magic cells: %gex SPY -- + Tab -> {options}")

    for name, r in (("toolkit's kernel", oqa), ("stock kernel", stock)):
        checks += 2
        reply, out = r["interrupted"]
        errors = [o for o in out if o[0] == "error"]
        if reply != "error" or not errors or "interrupted" not in errors[0][2].lower():
            failures.append(f"{name}: the interrupted scan did not end in an 'interrupted' error: {reply} {errors}")
        if r["after"][0] != "ok":
            failures.append(f"{name}: the cell after the interrupt failed: {r['after']}")
        print(f"magic cells: {name}: the interrupted scan answered {r['interrupt_seconds']:.1f} s after it was sent")
    for f in failures:
        print("magic cells:", f)
    print(f"magic cells: {checks - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
