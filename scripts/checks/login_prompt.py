#!/usr/bin/env python3
"""%oqa login in a real "Java (OQA)" kernel, as a front end would drive it.

1. With stdin allowed (JupyterLab), the kernel must send a *password* input_request; we answer with a random key.
   The credentials file must then exist, be owner-only, and %oqa status must say the key is set. No output may
   contain the key.
2. With stdin disallowed (nbclient/nbconvert), the magic must not hang and must name OQA_API_KEY instead.
3. In a stock JJava kernel (the same jars started by JJava's own main: the magics as an extension only), which offers
   an extension no hidden prompt, nothing is asked even with stdin allowed (an echoed prompt would show the key), and
   the magic names OQA_API_KEY.
Runs with OQA_HOME in a temporary folder. Exit 1 on any failure.
"""
import os, queue, secrets, stat, sys, tempfile

KEY = secrets.token_hex(24)


def run(kc, code, allow_stdin, answer=None, timeout=60):
    msg_id = kc.execute(code, allow_stdin=allow_stdin)
    texts, prompts = [], []
    while True:
        if allow_stdin:
            try:
                req = kc.get_stdin_msg(timeout=0.2)
                prompts.append(req["content"])
                kc.input(answer)
            except queue.Empty:
                pass
        try:
            msg = kc.get_iopub_msg(timeout=0.2 if allow_stdin else timeout)
        except queue.Empty:
            continue
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        t, c = msg["msg_type"], msg["content"]
        if t in ("display_data", "update_display_data", "execute_result"):
            texts.append(c["data"].get("text/plain", ""))
        elif t == "stream":
            texts.append(c["text"])
        elif t == "error":
            texts.append("ERROR " + c["ename"] + ": " + c["evalue"])
        elif t == "status" and c["execution_state"] == "idle":
            return "\n".join(texts), prompts


def main():
    failures = []
    home = tempfile.mkdtemp()
    env = {k: v for k, v in os.environ.items() if k not in ("OQA_API_KEY", "OQA_BASE_URL")}
    env["OQA_HOME"] = home
    from magic_cells import start_kernel  # (magic_cells imports run from here)
    km, kc = start_kernel(env)
    try:
        out, prompts = run(kc, "%oqa login", allow_stdin=True, answer=KEY)
        if not prompts or not prompts[0].get("password"):
            failures.append(f"no password prompt was sent: {prompts}")
        cred = os.path.join(home, "credentials")
        if not os.path.exists(cred):
            failures.append("no credentials file after login: " + out)
        elif stat.S_IMODE(os.stat(cred).st_mode) & 0o077:
            failures.append(f"credentials file is not owner-only: {oct(os.stat(cred).st_mode)}")
        status, _ = run(kc, "%oqa status", allow_stdin=False)
        if "api key: set" not in status:
            failures.append("status does not show the stored key: " + status)
        headless, _ = run(kc, "%oqa logout", allow_stdin=False)
        headless, prompts = run(kc, "%oqa login", allow_stdin=False)
        if "OQA_API_KEY" not in headless or prompts:
            failures.append("headless login should name OQA_API_KEY without prompting: " + headless)
        for text in (out, status, headless):
            if KEY.lower() in text.lower():
                failures.append("THE KEY APPEARED IN OUTPUT")
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    km, kc = start_kernel(dict(env, OQA_HOME=tempfile.mkdtemp()), stock=True)
    try:
        out, prompts = run(kc, "%oqa login", allow_stdin=True, answer=KEY, timeout=120)
        if prompts or "OQA_API_KEY" not in out:
            failures.append(f"the stock kernel asked {prompts} or did not name OQA_API_KEY: {out}")
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    for f in failures:
        print("login check:", f)
    print(f"login check: {0 if failures else 2} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
