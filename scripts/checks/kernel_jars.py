#!/usr/bin/env python3
"""Where a "Java (OQA)" kernel finds its jars, and the published-jars install for direct fastutil use.

1. The installed kernel (the bundle): the toolkit, Tablesaw and fastutil load in the JVM's own class loader (so that
   the kernel's class-data archive can hold them), a Java cell uses a fastutil class the bundle keeps, and a magic
   answers.
2. `OQA_KERNEL_JARS=published scripts/install-kernel`, into a temporary prefix (OQA_KERNEL_PREFIX, no archive): a
   fastutil class the bundle leaves out, one that reaches package-private members of kept classes, works there; the
   README names this install for such notebooks, as %maven cannot complete the bundle's reduced jar.
Runs with OQA_HOME in a temporary folder. Exit 1 on any failure.
"""
import os, shutil, subprocess, sys, tempfile
from jupyter_client.manager import start_new_kernel

from login_prompt import run  # one cell's text, an error as "ERROR name: value"

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# (code, what its text output must contain)
BUNDLE_CELLS = [
    ("tech.tablesaw.api.Table.class.getClassLoader() == ClassLoader.getSystemClassLoader()", "true"),
    ("dev.oqa.Oqa.class.getClassLoader() == ClassLoader.getSystemClassLoader()", "true"),
    ("new it.unimi.dsi.fastutil.ints.IntArrayList(new int[] {3, 1, 2}).intStream().sum()", "6"),
    ("%gex SPY --local", "SPY"),
]
# Int2IntRBTreeMap is not in the bundle, and it reads a protected field of AbstractInt2IntMap.BasicEntry, which is
# (a kept class: with the full jar added by %maven the two would load in different loaders and the read would fail)
PUBLISHED_CELLS = [
    ("var t = new it.unimi.dsi.fastutil.ints.Int2IntRBTreeMap(); t.put(3, 1); t.put(1, 2); t.firstIntKey() + \"/\" + t.get(3)", "1/1"),
    ("it.unimi.dsi.fastutil.ints.Int2IntRBTreeMap.class.getClassLoader() == ClassLoader.getSystemClassLoader()", "true"),
    ("%gex SPY --local", "SPY"),
]


def check_cells(label, cells, env, failures):
    # the kernelspec is looked up in this process: JUPYTER_PATH must be set here, not only for the kernel
    saved = os.environ.get("JUPYTER_PATH")
    if env.get("JUPYTER_PATH"):
        os.environ["JUPYTER_PATH"] = env["JUPYTER_PATH"]
    else:
        os.environ.pop("JUPYTER_PATH", None)
    try:
        km, kc = start_new_kernel(kernel_name="oqa", env=env, startup_timeout=180)
    finally:
        if saved is None:
            os.environ.pop("JUPYTER_PATH", None)
        else:
            os.environ["JUPYTER_PATH"] = saved
    if env.get("JUPYTER_PATH") and not km.kernel_spec.resource_dir.startswith(env["JUPYTER_PATH"]):
        failures.append(f"{label}: started {km.kernel_spec.resource_dir}, not the kernelspec under {env['JUPYTER_PATH']}")
    passed = 0
    try:
        for code, want in cells:
            out, _ = run(kc, code, allow_stdin=False, timeout=120)
            if "ERROR " in out or want not in out:
                failures.append(f"{label}: {code!r} gave {out[:300]!r}, expected {want!r}")
            else:
                passed += 1
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    return passed


def main():
    failures, passed = [], 0
    home, prefix = tempfile.mkdtemp(), tempfile.mkdtemp()
    env = {k: v for k, v in os.environ.items() if k not in ("OQA_API_KEY", "OQA_BASE_URL", "JUPYTER_PATH")}
    env.update(OQA_HOME=home, OQA_MODE="local")
    try:
        passed += check_cells("bundle kernel", BUNDLE_CELLS, env, failures)
        install = subprocess.run([os.path.join(ROOT, "scripts", "install-kernel")], capture_output=True, text=True,
                                 env=dict(os.environ, OQA_KERNEL_JARS="published", OQA_KERNEL_PREFIX=prefix,
                                          OQA_KERNEL_ARCHIVE="0", OQA_PYTHON=sys.executable))
        if install.returncode != 0:
            failures.append("OQA_KERNEL_JARS=published install failed: " + install.stderr[-500:])
        else:
            lib = os.listdir(os.path.join(prefix, "share", "jupyter", "kernels", "oqa", "lib"))
            if "fastutil-8.5.13.jar" not in lib:
                failures.append(f"the published-jars kernel has no full fastutil: {sorted(lib)}")
            else:
                passed += 1
            env_published = dict(env, JUPYTER_PATH=os.path.join(prefix, "share", "jupyter"))
            passed += check_cells("published-jars kernel", PUBLISHED_CELLS, env_published, failures)
        bad = subprocess.run([os.path.join(ROOT, "scripts", "install-kernel")], capture_output=True, text=True,
                             env=dict(os.environ, OQA_KERNEL_JARS="full", OQA_KERNEL_PREFIX=prefix, OQA_PYTHON=sys.executable))
        if bad.returncode == 0 or "accepted: bundle (the default) or published" not in bad.stderr:
            failures.append("OQA_KERNEL_JARS=full was not refused with the accepted values: " + bad.stderr[-300:])
        else:
            passed += 1
    finally:
        shutil.rmtree(home, ignore_errors=True)
        shutil.rmtree(prefix, ignore_errors=True)
    for f in failures:
        print("kernel jars:", f)
    print(f"kernel jars: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
