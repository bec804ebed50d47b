#!/usr/bin/env python3
"""The installed "Java (OQA)" kernel: one JJava release, the only Java kernel, and full jars that %maven can add to.

1. One JJava release: the one pom.xml pins (jjava.version), the one in the kernel's jjava.jar (its own pom.properties)
   and the one the running kernel reports (kernel_info's implementation_version) are the same. The magics compile
   against the pinned jar too (JJavaVersionTest, in the Java tests).
2. The kernelspec's main class (read from its kernel.json) is the toolkit's launcher, found in the kernel's jars, and
   no other Java kernelspec is installed in this environment (the jjava pip package would add "Java (jjava)").
3. %maven of the fastutil release the kernel already carries (Tablesaw's, read from the kernel's lib folder), resolved
   offline from the local Maven repository the build filled, works, and a fastutil class that reaches package-private
   members of others is usable after it (under the reduced jars of earlier versions this failed with
   IllegalAccessError). A magic still answers.
4. A port Jupyter gave that another process took before the kernel bound it (jupyter_client picks free ports, writes
   them, then starts the kernel: on a busy machine the race is real, "Address already in use"): the kernel ends at
   once with status 1 and says so, so the kernel manager sees it die and starts another, instead of a JVM that
   lingers without answering until the client's start-up timeout (the test run lost 120 s to one).
Runs with OQA_HOME in a temporary folder, and no network for the kernel's Maven: a settings.xml, given to the kernel's
JVM as its user.home, names the local repository and a proxy that refuses every connection (JJava's resolver takes
no offline switch). Exit 1 on any failure.
"""
import glob, os, re, shutil, socket, subprocess, sys, tempfile, time, zipfile
import jupyter_client
from jupyter_client.kernelspec import KernelSpecManager

from login_prompt import run  # one cell's text, an error as "ERROR name: value"
from magic_cells import kernelspec_main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
M2 = os.path.join(os.path.expanduser("~"), ".m2", "repository")


def pinned():
    with open(os.path.join(ROOT, "pom.xml")) as f:
        return re.search(r"<jjava.version>([^<]+)</jjava.version>", f.read()).group(1)


def jar_version(jar):
    with zipfile.ZipFile(jar) as z:
        props = z.read("META-INF/maven/org.dflib.jjava/jjava-distro/pom.properties").decode()
    return re.search(r"^version=(.+)$", props, re.M).group(1).strip()


def port_taken(env, seconds=60):
    """Starts the kernel on a connection file whose stdin port this process holds; returns (failure or None, detail)."""
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen(1)
    km = jupyter_client.KernelManager(kernel_name="oqa")
    km.cache_ports = False   # else the provisioner picks all five ports afresh
    km.stdin_port = holder.getsockname()[1]
    err = tempfile.TemporaryFile()
    try:
        start = time.monotonic()
        km.start_kernel(env=env, stderr=err)
        proc = km.provisioner.process
        try:
            status = proc.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            return f"with its stdin port taken the kernel still ran after {seconds} s, answering nothing", ""
        took = time.monotonic() - start
        err.seek(0)
        said = err.read().decode(errors="replace")
        if status != 1 or "could not listen" not in said:
            return f"with its stdin port taken the kernel ended with status {status}, saying {said[-300:]!r}", ""
        return None, f"ended with status 1 after {took:.1f} s: {said.strip().splitlines()[-1][:120]}"
    finally:
        holder.close()
        err.close()
        try:
            km.cleanup_resources()
        except Exception:  # noqa: BLE001 (nothing left to clean)
            pass


def main():
    failures, passed = [], 0
    spec = KernelSpecManager().get_kernel_spec("oqa")
    kdir, argv = spec.resource_dir, spec.argv
    pin, in_jar = pinned(), jar_version(os.path.join(kdir, "jjava.jar"))
    main_class = kernelspec_main(argv)

    java_kernels = sorted(name for name, s in KernelSpecManager().get_all_specs().items()
                          if s["spec"].get("language") == "java" and s["resource_dir"].startswith(sys.prefix))
    if java_kernels != ["oqa"]:
        failures.append(f"the Java kernels in {sys.prefix}: {java_kernels}, expected only 'oqa'")
    else:
        passed += 1
    entry = main_class.replace(".", "/") + ".class"
    if not any(entry in zipfile.ZipFile(j).namelist() for j in glob.glob(os.path.join(kdir, "lib", "oqa-*.jar"))):
        failures.append(f"the kernelspec's main class {main_class} is in none of the toolkit's jars")
    else:
        passed += 1

    fastutil = [os.path.basename(j) for j in glob.glob(os.path.join(kdir, "lib", "fastutil-*.jar"))]
    version = re.fullmatch(r"fastutil-(.+)\.jar", fastutil[0]).group(1) if len(fastutil) == 1 else None
    if version is None:
        failures.append(f"no single fastutil jar in the kernel: {fastutil}")
        version = "0"
    home, user_home = tempfile.mkdtemp(), tempfile.mkdtemp()
    os.makedirs(os.path.join(user_home, ".m2"))
    proxies = "".join(f"<proxy><id>refused-{p}</id><active>true</active><protocol>{p}</protocol><host>127.0.0.1</host>"
                      f"<port>9</port></proxy>" for p in ("http", "https"))
    with open(os.path.join(user_home, ".m2", "settings.xml"), "w") as f:
        f.write(f"<settings><localRepository>{M2}</localRepository><proxies>{proxies}</proxies></settings>\n")
    env = {k: v for k, v in os.environ.items() if k not in ("OQA_API_KEY", "OQA_BASE_URL")}
    env.update(OQA_HOME=home, OQA_MODE="local", JAVA_TOOL_OPTIONS=f"-Duser.home={user_home}")
    km = jupyter_client.KernelManager(kernel_name="oqa")
    km.start_kernel(env=env)
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=180)
        reported = kc.kernel_info(reply=True, timeout=60)["content"].get("implementation_version")
        print(f"kernel jars: JJava pinned {pin}, in the kernel's jar {in_jar}, reported by the kernel {reported};"
              f" main class {main_class}")
        if not pin == in_jar == reported:
            failures.append(f"JJava releases differ: pom.xml {pin}, {kdir}/jjava.jar {in_jar}, running kernel {reported}")
        else:
            passed += 1
        cells = [
            (f"%maven it.unimi.dsi:fastutil:{version}", None),
            ("var t = new it.unimi.dsi.fastutil.ints.Int2IntRBTreeMap(); t.put(3, 1); t.put(1, 2);"
             " t.firstIntKey() + \"/\" + t.get(3)", "1/1"),
            ("new it.unimi.dsi.fastutil.ints.IntArrayList(new int[] {3, 1, 2}).intStream().sum()", "6"),
            ("%gex SPY --local", "GEX · SPY"),
        ]
        for code, want in cells:
            out, _ = run(kc, code, allow_stdin=False, timeout=180)
            if "ERROR " in out or "Exception" in out or (want is not None and want not in out):
                failures.append(f"{code!r} gave {out[:400]!r}" + (f", expected {want!r}" if want else ""))
            else:
                passed += 1
            print(f"kernel jars: {code!r} -> {out.strip()[:80]!r}")
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
        shutil.rmtree(home, ignore_errors=True)
        shutil.rmtree(user_home, ignore_errors=True)
    failure, detail = port_taken(env)
    if failure:
        failures.append(failure)
    else:
        passed += 1
        print(f"kernel jars: a kernel whose stdin port was taken {detail}")
    for f in failures:
        print("kernel jars:", f)
    print(f"kernel jars: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
