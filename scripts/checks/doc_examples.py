#!/usr/bin/env python3
"""Every code block of README.md and docs/*.md, run as it is written.

What each fenced block is, from its info string (and, for a plain fence, its lines):
- shell: ```sh, ```bash, ```shell, or a plain ``` whose lines all start with `bin/oqa` or `scripts/`. Each command
  line (a trailing backslash continues it) runs in bash, in order, from a scratch folder that holds the repository's
  `bin` and `scripts` (links), with HOME and OQA_HOME scratch folders, no key, and every keyless source (Cboe, Yahoo,
  FRED) moved to a loopback server by OQA_SOURCE_CBOE/_YAHOO/_FRED (docs/DATA.md). Each line must exit 0.
- java: ```java is one cell of the installed "Java (OQA)" kernel (jupyter_client), cells in order in one kernel per
  page, with the same environment. A cell must reply ok with no error output, no usage message and no magic's
  failure line ("%gex: ..." in place of its panel).
- not code: ```text (layouts, command templates) is shown, not run, and counted apart; ```csv shows a file's shape:
  its header must be the header of a bundled file.
- a plain ``` fence that is not shell is a failure: say what the block is.
A marker right before a fence changes that:
- <!-- example: illustration (why) --> the block is not run (a cluster, a long-running server). The reason is required,
  the count is printed, and illustrations must stay rare: at most one for every three blocks that run.
- <!-- example: excerpt PATH --> the block quotes PATH: every line of the block, spaces collapsed and its own trailing
  // comments left out, must appear in PATH in that order (a Java excerpt that cannot run alone stays true to the code).
The loopback server speaks the three formats as docs/DATA.md describes them and serves REAL bundled data: Cboe's chain
JSON from the bundled SPY 2023-09-14 snapshot, Yahoo's chart JSON from the bundled adjusted closes, FRED's graph CSV
from the bundled TB3MS file. SYNTHETIC, said here: a chain is served as of the last session by shifting the real SPY
snapshot's dates by whole weeks, and a symbol the bundle lacks (QQQ's chain, TSLA's prices) gets SPY's data under its
name; ~/Downloads/AMD.csv is the bundled NVDA closes in Yahoo's download layout under the name AMD, and Yahoo serves
AMD the same closes.
Fixtures in the scratch HOME for the examples' paths: ~/chains (the bundled chains), ~/prices-universe (the bundled
prices). Ends with "doc examples: N passed, M failed"; exit 1 on any failure.
Usage: doc_examples.py [ROOT] [--only FILE.md]
"""
import datetime as dt
import gzip, http.server, json, os, re, shutil, subprocess, sys, tempfile, threading, time
from zoneinfo import ZoneInfo

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import magic_cells  # noqa: E402  (the kernel's start and one cell's messages, shared with login_prompt.py)

ROOT = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 and not sys.argv[1].startswith("--") else \
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ONLY = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else None
DATA = os.path.join(ROOT, "toolkit/src/main/resources/dev/oqa/data")
NY = ZoneInfo("America/New_York")
SHELL_LANGS, JAVA_LANGS, TEXT_LANGS = {"sh", "bash", "shell"}, {"java"}, {"text", "csv"}
MARKER = re.compile(r"^<!--\s*example:\s*(illustration|excerpt)\b\s*(.*?)\s*-->\s*$")
MAGIC_FAILED = re.compile(r"%[a-z]+: ")
USAGE = re.compile(r"(?im)^(usage:|.*\btakes (no|at most|one)\b|.*\bis not an option\b|.*\bis not a magic\b)")


# ---------------------------------------------------------------------------------------------------------- blocks
class Block:
    def __init__(self, path, line, lang, text, marker):
        self.path, self.line, self.lang, self.text, self.marker = path, line, lang, text, marker

    @property
    def where(self):
        return f"{os.path.relpath(self.path, ROOT)}:{self.line}"

    def kind(self):
        if self.marker and self.marker[0] == "illustration":
            return "illustration"
        if self.marker and self.marker[0] == "excerpt":
            return "excerpt"
        if self.lang in SHELL_LANGS:
            return "shell"
        if self.lang in JAVA_LANGS:
            return "java"
        if self.lang in TEXT_LANGS:
            return "text"
        if self.lang == "":
            lines = [l.strip() for l in self.text.splitlines() if l.strip()]
            if lines and all(l.startswith(("bin/oqa", "scripts/")) for l in lines):
                return "shell"
        return "unknown"


def blocks(path):
    out, lines = [], open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        m = re.match(r"^(`{3,})\s*([\w+-]*)\s*$", lines[i])
        if not m:
            i += 1
            continue
        fence, lang, start = m.group(1), m.group(2).lower(), i
        j = i + 1
        while j < len(lines) and not lines[j].startswith(fence):
            j += 1
        k = start - 1
        while k >= 0 and not lines[k].strip():
            k -= 1
        mk = MARKER.match(lines[k].strip()) if k >= 0 else None
        out.append(Block(path, start + 1, lang, "\n".join(lines[start + 1:j]), (mk.group(1), mk.group(2)) if mk else None))
        i = j + 1
    return out


def commands(text):
    """The command lines of a shell block: continuations joined, blank lines and whole-line comments left out."""
    out, cur = [], ""
    for line in text.splitlines():
        if line.rstrip().endswith("\\"):
            cur += line.rstrip()[:-1] + " "
            continue
        cur += line
        if cur.strip() and not cur.strip().startswith("#"):
            out.append(cur.strip())
        cur = ""
    return out


# ------------------------------------------------------------------------------------------ the loopback sources
def read_gz(rel):
    with gzip.open(os.path.join(DATA, rel), "rt", encoding="utf-8") as f:
        return f.read()


def last_session(now):
    d = now.astimezone(NY).date()
    if now.astimezone(NY).hour < 16:
        d -= dt.timedelta(days=1)
    while d.weekday() >= 5:
        d -= dt.timedelta(days=1)
    return d


def cboe_chain(symbol):
    """Cboe's delayed-quotes JSON (docs/DATA.md) of the REAL bundled SPY 2023-09-14 chain, its dates moved by whole
    weeks to the latest Thursday on or before the last session (SYNTHETIC dates, real quotes), under `symbol`."""
    rows = read_gz("options/SPY_2023-09-14.csv.gz").strip().split("\n")
    base = dt.date(2023, 9, 14)
    target = last_session(dt.datetime.now(dt.timezone.utc))
    shift = dt.timedelta(days=((target - base).days // 7) * 7)
    day = base + shift
    spot, options = None, []
    for r in rows[1:]:
        f = r.split(",")
        spot = float(f[2])
        exp = dt.date.fromisoformat(f[3]) + shift
        strike = round(float(f[6]) * 1000)
        occ = f"{symbol}{exp:%y%m%d}{f[4]}{strike:08d}"
        num = lambda s: float(s) if s else 0.0
        last = num(f[7])
        options.append({"option": occ, "bid": num(f[9]), "bid_size": 25.0, "ask": num(f[10]), "ask_size": 31.0,
                        "iv": num(f[12]), "open_interest": num(f[15]), "volume": num(f[11]), "delta": num(f[13]),
                        "gamma": num(f[14]), "vega": 0.0, "theta": 0.0, "rho": 0.0, "theo": 0.0,
                        "change": num(f[8]) if last > 0 else 0.0, "open": 0.0, "high": 0.0, "low": 0.0,
                        "tick": "no_change", "last_trade_price": last if last > 0 else 0.0,
                        "last_trade_time": f"{day}T15:59:00" if last > 0 else None, "percent_change": 0.0,
                        "prev_day_close": 0.0})
    published = dt.datetime.combine(day, dt.time(16, 15), NY).astimezone(dt.timezone.utc)
    return json.dumps({"timestamp": published.strftime("%Y-%m-%d %H:%M:%S"),
                       "data": {"symbol": symbol, "security_type": "stock", "exchange_id": 3, "current_price": spot,
                                "bid": spot - 0.01, "ask": spot + 0.01, "open": spot, "high": spot, "low": spot,
                                "close": spot, "prev_day_close": spot, "volume": 1000000,
                                "last_trade_time": f"{day}T16:00:00", "tick": "up", "options": options},
                       "symbol": symbol})


# SYNTHETIC names: a ticker the bundle lacks is served another's real closes. AMD gets NVDA's, the closes its
# ~/Downloads/AMD.csv holds, so a refresh after that import sees the same history (a different one is refused).
STAND_INS = {"AMD": "NVDA"}


def bundled_prices(ticker):
    p = f"prices/{STAND_INS.get(ticker, ticker)}.csv.gz"
    return read_gz(p if os.path.exists(os.path.join(DATA, p)) else "prices/SPY.csv.gz")


def yahoo_chart(ticker, period1):
    """Yahoo's chart JSON (docs/DATA.md) of the REAL bundled adjusted closes from period1 on: each session's open in
    epoch seconds, New York time."""
    stamps, closes = [], []
    for r in bundled_prices(ticker).strip().split("\n")[1:]:
        d, c = r.split(",")[:2]
        t = int(dt.datetime.combine(dt.date.fromisoformat(d), dt.time(9, 30), NY).timestamp())
        if t >= period1:
            stamps.append(t)
            closes.append(float(c))
    return json.dumps({"chart": {"result": [{
        "meta": {"currency": "USD", "symbol": ticker, "exchangeTimezoneName": "America/New_York", "timezone": "EST"},
        "timestamp": stamps,
        "indicators": {"quote": [{"close": closes}], "adjclose": [{"adjclose": closes}]}}], "error": None}})


def fred_csv():
    rows = read_gz("macro/FRED_TB3MS.csv.gz").strip().split("\n")[1:]
    return "observation_date,TB3MS\n" + "\n".join(rows) + "\n"


class Sources(http.server.BaseHTTPRequestHandler):
    asked = []

    def do_GET(self):
        from urllib.parse import urlsplit, parse_qs
        u = urlsplit(self.path)
        Sources.asked.append(u.path)
        m = re.fullmatch(r"/api/global/delayed_quotes/options/_?([A-Z.^]+)\.json", u.path)
        if m:
            return self.send(200, "application/json", cboe_chain(m.group(1)))
        m = re.fullmatch(r"/v8/finance/chart/([A-Z.^-]+)", u.path)
        if m:
            return self.send(200, "application/json", yahoo_chart(m.group(1), int(parse_qs(u.query).get("period1", ["0"])[0])))
        if u.path == "/graph/fredgraph.csv":
            return self.send(200, "text/csv", fred_csv())
        self.send(404, "text/plain", "not a documented path\n")

    def send(self, code, ctype, body):
        b = body.encode()
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def log_message(self, *a):
        pass


# ------------------------------------------------------------------------------------------------- the scratch
def scratch():
    top = tempfile.mkdtemp(prefix="oqa-doc-examples-")
    home, work, oqa_home = (os.path.join(top, n) for n in ("home", "work", "oqa-home"))
    for d in (home, work, oqa_home):
        os.makedirs(d)
    for name in ("bin", "scripts"):
        os.symlink(os.path.join(ROOT, name), os.path.join(work, name))
    chains = os.path.join(home, "chains", "options")
    shutil.copytree(os.path.join(DATA, "options"), chains, ignore=shutil.ignore_patterns("raw"))
    shutil.copytree(os.path.join(DATA, "prices"), os.path.join(home, "prices-universe", "prices"))
    os.symlink(os.path.join(home, "chains"), os.path.join(work, "chains"))   # a notebook's relative --data chains
    os.makedirs(os.path.join(home, "Downloads"))
    with open(os.path.join(home, "Downloads", "AMD.csv"), "w") as f:   # Yahoo's download layout; SYNTHETIC name
        f.write("Date,Open,High,Low,Close,Adj Close,Volume\n")
        for r in read_gz("prices/NVDA.csv.gz").strip().split("\n")[1:][-500:]:
            d, c = r.split(",")[:2]
            f.write(f"{d},{c},{c},{c},{c},{c},1000000\n")
    return top, home, work, oqa_home


def environment(home, oqa_home, base):
    env = {k: v for k, v in os.environ.items() if not k.startswith("OQA_") or k in ("OQA_JAVA_HOME",)}
    env.update(HOME=home, OQA_HOME=oqa_home, OQA_SOURCE_CBOE=base, OQA_SOURCE_YAHOO=base, OQA_SOURCE_FRED=base)
    # The build's caches stay the user's: bin/oqa finds its launch file, JJava's jar and Maven's repository.
    env.setdefault("XDG_CACHE_HOME", os.path.join(os.path.expanduser("~"), ".cache"))
    env["MAVEN_OPTS"] = (env.get("MAVEN_OPTS", "") + " -Dmaven.repo.local=" + os.path.join(os.path.expanduser("~"), ".m2", "repository")).strip()
    return env


# -------------------------------------------------------------------------------------------------- the runners
def run_shell(block, env, cwd):
    problems = []
    for cmd in commands(block.text):
        t0 = time.monotonic()
        try:
            p = subprocess.run(["bash", "-c", cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
        except subprocess.TimeoutExpired:
            problems.append(f"`{cmd}`: no end within 600 s")
            continue
        took = time.monotonic() - t0
        if p.returncode != 0:
            tail = "\n      ".join((p.stderr.strip() or p.stdout.strip()).splitlines()[-6:])
            problems.append(f"`{cmd}`: exit {p.returncode}\n      {tail}")
        else:
            print(f"    ok {took:5.1f} s  {cmd}")
    return problems


class Kernel:
    """The installed kernel, started and driven as magic_cells.py does (its start_kernel and transcript)."""

    def __init__(self, env, cwd, log):
        self.log = log   # the kernel's own stderr (JJava's start-up lines), shown when a cell fails
        self.km, self.kc = magic_cells.start_kernel(env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=open(log, "w"))

    def close(self):
        self.kc.stop_channels()
        self.km.shutdown_kernel(now=True)


def run_java(block, kernel):
    t0 = time.monotonic()
    try:
        reply, out = magic_cells.transcript(kernel.kc, block.text, timeout=300, mask=False)
    except TimeoutError as e:
        return [str(e)]
    problems = []
    if reply != "ok":
        problems.append(f"reply {reply}")
    for kind, name, *rest in out:   # ("stream", name, text), ("error", ename, traceback, n), (display kind, text, html)
        text = rest[0] if kind in ("stream", "error") else name
        if kind == "error":
            problems.append(f"error {name}: {text.strip().splitlines()[0][:300] if text.strip() else ''}")
        elif kind == "stream" and USAGE.search(text):
            problems.append(f"a usage message on {name}: {USAGE.search(text).group(0)[:300]}")
        elif kind != "stream" and MAGIC_FAILED.match(text):
            # a magic's failure replaces its progress line with "%name: what was wrong" (MagicRunner), reply ok
            problems.append(f"a magic failed: {text.strip().splitlines()[0][:300]}")
    if not problems:
        print(f"    ok {time.monotonic() - t0:5.1f} s  cell of {len(block.text.splitlines())} lines, {len(out)} outputs")
    return problems


def check_excerpt(block):
    rel = block.marker[1].split()[0] if block.marker[1] else ""
    path = os.path.join(ROOT, rel)
    if not rel or not os.path.isfile(path):
        return [f"excerpt of '{rel}': no such file"]
    # the block's own end-of-line comments annotate the excerpt; the code must be the file's
    squash = lambda s: re.sub(r"\s+", " ", re.sub(r"\s//.*", "", s)).strip()
    source = squash(open(path, encoding="utf-8").read())
    pos = 0
    for line in block.text.splitlines():
        line = squash(line)
        if not line:
            continue
        at = source.find(line, pos)
        if at < 0:
            return [f"not in {rel} (in order): {line[:200]}"]
        pos = at + len(line)
    print(f"    ok        excerpt of {rel}")
    return []


def check_csv(block):
    """A csv block shows a file's shape: its header must be the header of a bundled file of that kind."""
    header = block.text.strip().splitlines()[0] if block.text.strip() else ""
    for folder, _, files in os.walk(DATA):
        for f in files:
            p = os.path.join(folder, f)
            if f.endswith(".csv.gz"):
                with gzip.open(p, "rt", encoding="utf-8") as h:
                    first = h.readline().strip()
            elif f.endswith(".csv"):
                with open(p, encoding="utf-8") as h:
                    first = h.readline().strip()
            else:
                continue
            if first == header:
                print(f"    ok        csv header of {os.path.relpath(p, ROOT)}")
                return []
    return [f"no bundled file has the header {header[:120]}"]


def main():
    pages = [os.path.join(ROOT, "README.md")] + sorted(
        os.path.join(ROOT, "docs", f) for f in os.listdir(os.path.join(ROOT, "docs")) if f.endswith(".md"))
    if ONLY:
        pages = [p for p in pages if os.path.relpath(p, ROOT) == ONLY or os.path.basename(p) == ONLY]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Sources)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    top, home, work, oqa_home = scratch()
    env = environment(home, oqa_home, base)
    passed, failed, illustrations, text_blocks = 0, [], [], 0
    try:
        for page in pages:
            bs = blocks(page)
            if not bs:
                continue
            print(f"{os.path.relpath(page, ROOT)}: {len(bs)} blocks")
            kernel = None
            try:
                for b in bs:
                    kind = b.kind()
                    if kind == "illustration":
                        if not b.marker[1]:
                            failed.append(b.where)
                            print(f"  {b.where}: FAIL an illustration says why it cannot run: <!-- example: illustration (why) -->")
                            continue
                        illustrations.append(f"{b.where} {b.marker[1]}")
                        print(f"  {b.where}: illustration: {b.marker[1]}")
                        continue
                    if kind == "text" and b.lang == "text":
                        text_blocks += 1
                        continue
                    print(f"  {b.where}: {kind}")
                    if kind == "unknown":
                        problems = [f"a ```{b.lang} block that is neither shell, java, text nor csv: say what it is"]
                    elif kind == "excerpt":
                        problems = check_excerpt(b)
                    elif kind == "text":
                        problems = check_csv(b)
                    elif kind == "shell":
                        problems = run_shell(b, env, work)
                    else:
                        if kernel is None:
                            kernel = Kernel(env, work, os.path.join(top, "kernel.log"))
                        problems = run_java(b, kernel)
                        if problems and not kernel.km.is_alive():
                            problems.append("the kernel died; its last lines:\n      " + "\n      ".join(
                                open(kernel.log, errors="replace").read().strip().splitlines()[-8:]))
                    if problems:
                        failed.append(b.where)
                        for p in problems:
                            print(f"    FAIL {p}")
                    else:
                        passed += 1
            finally:
                if kernel is not None:
                    kernel.close()
    finally:
        server.shutdown()
        shutil.rmtree(top, ignore_errors=True)
    print(f"doc examples: the loopback sources answered {len(Sources.asked)} requests")
    print(f"doc examples: {len(illustrations)} illustrations (not run): " + "; ".join(illustrations))
    print(f"doc examples: {text_blocks} text blocks (layouts and templates, not code)")
    ran = passed + len(failed)
    if not ONLY and len(illustrations) * 3 > ran:   # one page alone may hold only illustrations
        failed.append("illustrations")
        print(f"doc examples: FAIL {len(illustrations)} illustrations for {ran} blocks run: at most one in three")
    if failed:
        print("doc examples: failed: " + ", ".join(failed))
    print(f"doc examples: {passed} passed, {len(failed)} failed")
    sys.exit(1 if failed or not passed else 0)


if __name__ == "__main__":
    main()
