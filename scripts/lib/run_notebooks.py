#!/usr/bin/env python3
"""Executes notebooks in the "Java (OQA)" kernel in this one process (nbclient), and writes each executed notebook
and its HTML (nbconvert's HTMLExporter, in process) into OUT_DIR, with a log per notebook.

    run_notebooks.py OUT_DIR NOTEBOOK... [--jobs N] [--kernel oqa] [--timeout 600] [--jvm-flags FLAGS]

What used to take two nbconvert processes per notebook (execute, then convert) is one kernel start and no extra
Python start. --jobs runs up to N notebooks at once (each in its own kernel); the kernel's environment is this
process's (the caller sets OQA_MODE, OQA_HOME, a key). A kernel that dies before its first reply (a JVM start on
a loaded machine) is started once more; a notebook that fails while running is not retried.
--jvm-flags puts JVM options before the kernelspec's own (the same jars, main class and class-data archive): the
test command runs its kernels with "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC", the same code without C2's compile
threads and G1's workers that a notebook's short run never pays back (15 notebooks: 95 against 69 CPU-seconds).
The installed kernelspec, which a user's long session runs, keeps the JVM's defaults.
Closes with "notebooks: N passed, M failed" (exit 1 on any failure).
"""
import argparse, asyncio, pathlib, sys, time, traceback

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, DeadKernelError
from nbconvert import HTMLExporter
from jupyter_client import AsyncKernelManager


class FlaggedKernelManager(AsyncKernelManager):
    """The kernelspec's command with FLAGS right after its java (set by main from --jvm-flags)."""
    FLAGS: list = []

    def format_kernel_cmd(self, extra_arguments=None):
        cmd = super().format_kernel_cmd(extra_arguments)
        return cmd[:1] + self.FLAGS + cmd[1:]


async def run_one(nb_path, out, args, exporter):
    name = nb_path.stem
    log = out / f"{name}.log"
    start = time.monotonic()
    for attempt in (1, 2):
        nb = nbformat.read(nb_path, as_version=4)
        client = NotebookClient(nb, kernel_name=args.kernel, timeout=args.timeout, startup_timeout=120,
                                kernel_manager_class=FlaggedKernelManager,
                                resources={"metadata": {"path": str(nb_path.parent)}})
        try:
            await client.async_execute()
            break
        except (DeadKernelError, RuntimeError) as e:
            # A kernel that never answered kernel_info (it died first, or gave no reply within startup_timeout, as
            # a JVM starting beside a dozen others on two cores can): one more start. A failure after it answered
            # (a cell's error, a kernel death mid-run): no retry.
            never_answered = "before replying to kernel_info" in str(e) or "didn't respond in" in str(e)
            if attempt == 1 and never_answered:
                log.write_text(f"attempt 1: the kernel never replied ({e}); starting it once more\n")
                continue
            return fail(name, log, e, nb, out)
        except CellExecutionError as e:
            return fail(name, log, e, nb, out)
        except Exception as e:  # noqa: BLE001 (the log names it; the run goes on with the next notebook)
            return fail(name, log, e, nb, out, tb=traceback.format_exc())
    nbformat.write(nb, out / f"{name}.ipynb")
    # A plain call: nothing else runs on the event loop meanwhile, so two notebooks never convert at once.
    html, _ = exporter.from_notebook_node(nb)
    (out / f"{name}.html").write_text(html, encoding="utf-8")
    print(f"ok   {name} ({time.monotonic() - start:.0f} s) -> {out / (name + '.html')}", flush=True)
    return True


def fail(name, log, err, nb, out, tb=""):
    nbformat.write(nb, out / f"{name}.ipynb")  # as far as it ran, for the reader of the log
    with log.open("a") as f:
        f.write(f"{type(err).__name__}: {err}\n{tb}")
    print(f"FAIL {name}; last lines of {log}:", flush=True)
    print("\n".join(log.read_text().splitlines()[-25:]), flush=True)
    return False


async def main_async(args):
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    exporter = HTMLExporter()
    sem = asyncio.Semaphore(max(1, args.jobs))

    async def bounded(nb):
        async with sem:
            return await run_one(pathlib.Path(nb), out, args, exporter)

    results = await asyncio.gather(*(bounded(nb) for nb in args.notebooks))
    ok = sum(results)
    print(f"notebooks: {ok} passed, {len(results) - ok} failed", flush=True)
    return 0 if ok == len(results) and results else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out")
    ap.add_argument("notebooks", nargs="+")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--kernel", default="oqa")
    ap.add_argument("--timeout", type=int, default=600)
    ap.add_argument("--jvm-flags", default="", help="JVM options put before the kernelspec's own")
    args = ap.parse_args()
    FlaggedKernelManager.FLAGS = args.jvm_flags.split()
    if FlaggedKernelManager.FLAGS:
        print(f"kernel JVM flags (before the kernelspec's): {args.jvm_flags}", flush=True)
    return asyncio.run(main_async(args))


if __name__ == "__main__":
    sys.exit(main())
