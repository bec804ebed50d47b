#!/usr/bin/env python3
"""Jupyter's kernel conformance suite (jupyter_kernel_test, pinned in binder/requirements.txt) against the installed
"Java (OQA)" kernel, with a sample for every one of its KernelTests: kernel_info, stdout, stderr, completion,
is_complete, the pager, errors, execute results, display data, history (tail, range, search), inspect and
clear_output. On top, what ipykernel also does and the suite does not look at: every message the kernel sends
carries the kernel's own session id (not the client's), and every request is framed by busy and idle.

A skipped test counts as a failure (a test without a sample checks nothing). Runs with OQA_HOME in a temporary
folder and the local engine. Ends with "kernel conformance: N passed, 0 failed"; exit 1 on any failure.
"""
import os, queue, subprocess, sys, tempfile, unittest

os.environ["OQA_HOME"] = tempfile.mkdtemp(prefix="oqa-conformance-")
os.environ["OQA_MODE"] = "local"
for var in ("OQA_API_KEY", "OQA_BASE_URL"):
    os.environ.pop(var, None)

import jupyter_kernel_test  # noqa: E402  (after the environment the kernel inherits)
from jupyter_kernel_test.msgspec_v5 import validate_message  # noqa: E402


class OqaKernelTests(jupyter_kernel_test.KernelTests):
    kernel_name = "oqa"
    language_name = "Java"
    file_extension = ".jshell"

    code_hello_world = 'System.out.println("hello, world");'
    code_stderr = 'System.err.println("a line on stderr");'

    completion_samples = [
        {"text": "Syste", "matches": {"System"}},
        {"text": "Math.ma", "matches": {"max("}},
        {"text": "%ge", "matches": {"gex"}},                       # magic names
        {"text": "%gex SPY --bas", "matches": {"--basis", "--base-url"}},  # a magic's options
    ]
    complete_code_samples = ["1 + 1", "int x = 3;", "%gex SPY", "%gex SPY   // a comment"]
    incomplete_code_samples = ["int x = (1 +", "for (int i = 0; i < 3; i++) {"]
    # None: JShell takes broken code as complete (its compiler then says what is wrong when it runs), so the kernel
    # never answers "invalid"; the suite's empty "invalid" subtest is not counted as a check.
    invalid_code_samples = []

    code_page_something = "Math.max?"
    code_generate_error = 'throw new IllegalStateException("on purpose");'

    code_execute_result = [
        {"code": "6 * 7", "result": "42"},
        {"code": '"hello, " + "world"', "result": "hello, world"},
        {"code": "java.nio.file.Path.of(\"out\").resolve(\"data.json\")", "result": "out/data.json"},
    ]
    code_display_data = [
        {"code": 'display("shown")', "mime": "text/plain"},
        {"code": "%gex SPY --local", "mime": "text/html"},
    ]
    code_history_pattern = "6 [*] 7"  # a SQLite glob: "6 * 7" only
    supported_history_operations = ("tail", "range", "search")

    code_inspect_sample = "System"  # the cursor right after the name, as the suite sends it
    code_clear_output = 'System.out.println("soon gone"); clearOutput();'

    def test_inspect_method_and_magic(self):
        """Shift+Tab on a method (Math.max|) and on a magic's line finds them too."""
        for code in ("Math.max", "%gex SPY"):
            with self.subTest(code=code):
                self.flush_channels()
                msg_id = self.kc.inspect(code)
                reply = self.get_non_kernel_info_reply(timeout=jupyter_kernel_test.TIMEOUT)
                validate_message(reply, "inspect_reply", msg_id)
                self.assertTrue(reply["content"]["found"], code)
                self.assertTrue(reply["content"]["data"].get("text/plain"), code)

    def test_shutdown_reply(self):
        """Last (tests run by name): a shutdown request gets a reply with a status, then the kernel's process ends."""
        self.flush_channels()
        msg_id = self.kc.shutdown()  # on the control channel
        reply = self.kc.control_channel.get_msg(timeout=60)
        validate_message(reply, "shutdown_reply", msg_id)
        self.assertEqual(reply["content"].get("status"), "ok")
        self.assertIs(reply["content"].get("restart"), False)
        # The process ends by itself, before the kernel manager would kill it: wait for its exit (a 15 s guard).
        try:
            self.km.provisioner.process.wait(timeout=15)   # the local provisioner's Popen
        except subprocess.TimeoutExpired:
            pass
        self.assertFalse(jupyter_kernel_test.ensure_sync(self.km.is_alive)(), "the kernel still runs 15 s after its shutdown reply")

    def test_own_session_and_busy_idle_around_every_request(self):
        """Every reply and iopub message has the kernel's one session id, and busy ... idle frames each request."""
        kc = self.kc
        requests = [
            ("kernel_info", lambda: kc.kernel_info()),
            ("complete", lambda: kc.complete("Syste")),
            ("inspect", lambda: kc.inspect("System")),
            ("is_complete", lambda: kc.is_complete("1 + 1")),
            ("history", lambda: kc.history(hist_access_type="tail", n=2)),
            ("comm_info", lambda: kc.comm_info()),
            ("execute", lambda: kc.execute("1 + 1")),
            ("execute a magic", lambda: kc.execute("%oqa status // mode and quota")),
        ]
        sessions = set()
        for name, send in requests:
            with self.subTest(request=name):
                self.flush_channels()
                msg_id = send()
                reply = kc.get_shell_msg(timeout=60)
                while reply["parent_header"].get("msg_id") != msg_id:
                    reply = kc.get_shell_msg(timeout=60)
                validate_message(reply, reply["msg_type"], msg_id)
                ok = ("complete",) if name == "is_complete" else ("ok",)  # is_complete's status is its answer
                self.assertIn(reply["content"].get("status"), ok, f"{name}: {reply['content']}")
                sessions.add(reply["header"]["session"])
                states = []
                while not states or states[-1] != "idle":
                    try:
                        msg = kc.get_iopub_msg(timeout=10)
                    except queue.Empty:
                        self.fail(f"{name}: no idle after {states}")
                    if msg["parent_header"].get("msg_id") != msg_id:
                        continue
                    sessions.add(msg["header"]["session"])
                    if msg["msg_type"] == "status":
                        states.append(msg["content"]["execution_state"])
                self.assertEqual(states, ["busy", "idle"], name)
        self.assertEqual(len(sessions), 1, f"one session for all the kernel's messages: {sessions}")
        self.assertNotIn(kc.session.session, sessions, "the kernel's own session, not the client's")


class Counting(unittest.TextTestResult):
    """Counts each subtest as a check of its own; a skip is a failure."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.passed = 0

    def addSuccess(self, test):
        super().addSuccess(test)
        self.passed += 1

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        vacuous = subtest.params.get("status") == "invalid" and not OqaKernelTests.invalid_code_samples
        if err is None and not vacuous:
            self.passed += 1


def main():
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(OqaKernelTests)
    result = unittest.TextTestRunner(stream=sys.stdout, verbosity=2, resultclass=Counting).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.skipped) + len(result.unexpectedSuccesses)
    for test, reason in result.skipped:
        print(f"kernel conformance: skipped, so failed: {test}: {reason}")
    print(f"kernel conformance: {result.passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
