#!/usr/bin/env python3
"""Writes notebooks/*.ipynb (committed without outputs). The notebooks are the source of truth once written; this
script keeps their shared parts (kernel metadata, the provenance paragraph) identical. Run: python3 scripts/dev/make_notebooks.py"""
import json, os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OFFLINE = ("Runs with no key on the toolkit's local engine and the bundled real data; with `OQA_API_KEY` and "
           "`OQA_BASE_URL` set, the same cells ask the service (auto mode) and the provenance line under each "
           "result says which source answered, the as-of time and the quota left.")


def md(s): return {"cell_type": "markdown", "metadata": {}, "source": s.strip("\n").splitlines(True)}


def code(s): return {"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source": s.strip("\n").splitlines(True)}


TODAY = """
## Today's data
The bundled data end in 2025 (chains) and August 2026 (prices). With a network connection, one call fetches {what}
into your data folder ({source}), and every analytic then answers from it; in auto mode a magic does the same by itself
when its data are missing or outdated, and `%oqa data fetch {magic}` fetches from a cell. Offline (CI, a Binder without
network) the first cell says so in one line and the second goes on with the bundled data. The sources are for
personal, non-commercial use (docs/DATA.md, "Fetching today's data").
"""


def today(fetch, show, what, source, magic):
    """The 'today' cells: a fetch with a short connect timeout, stated in one line, then an answer from what arrived."""
    return [md(TODAY.format(what=what, source=source, magic=magic)),
            code(f"var today = Oqa.defaults().fetch(){fetch}.connectTimeout(java.time.Duration.ofSeconds(3)).run();\ntoday.summary()"),
            code(show)]


def write(name, cells):
    for i, c in enumerate(cells):
        c["id"] = f"{name}-{i:02d}"
    nb = {"cells": cells,
          "metadata": {"kernelspec": {"display_name": "Java (OQA)", "language": "java", "name": "oqa"},
                       "language_info": {"name": "java", "file_extension": ".jshell", "mimetype": "text/x-java-source"}},
          "nbformat": 4, "nbformat_minor": 5}
    with open(os.path.join(ROOT, "notebooks", name + ".ipynb"), "w") as f:
        json.dump(nb, f, indent=1, ensure_ascii=False)
        f.write("\n")


write("quickstart", [
    md("""
# OQA quickstart

The OQA toolkit brings the *Options and Quantitative Analytics Service* into Java notebooks. Every analytic is one
magic away (`%gex SPY`, `%risk NVDA`, `%optimize AAPL MSFT NVDA`) and one fluent call away in Java
(`oqa.risk("NVDA").get()`); each answer comes with a chart, a table and a provenance line.

No key is needed: the toolkit's **local engine** computes every analytic from bundled real data (Cboe option chain
snapshots, daily prices of 25 tickers). With a key (`OQA_API_KEY`) and the service address (`OQA_BASE_URL`), auto mode
asks the service while the quota (10 requests a day, 100 a month) allows, answers from the cache when it can, and says
which it used.
"""),
    md("## Where am I?\n`%oqa status` shows whether a key is set, the mode, the service address and the quota used."),
    code("%oqa status"),
    md("## Options: dealer gamma exposure and the expected move"),
    code("%gex SPY"),
    code("%em SPY"),
    md("## Quant: risk against a benchmark, and a portfolio"),
    code("%risk NVDA --period 3y"),
    code("%optimize AAPL MSFT NVDA AMZN"),
    md("""
## The same from Java
Each magic is a fluent call underneath. `get()` returns a `Result`: typed data, provenance, Tablesaw tables and Plotly
figures. Type a dot after `r` to see what it offers.
"""),
    code("""
var oqa = Oqa.defaults();
Result<RiskData> r = oqa.risk("AAPL").benchmark("QQQ").period("5y").get();
r.provenance().line()
"""),
    code("r.table()"),
    code("r.chart()"),
    md("""
## Help and mistakes
Every magic has `--help`, and a mistake gets a short message with the usage, never a stack trace.
"""),
    code("%gex --help"),
    code("%gex SPY --bases volume"),
] + today('.options("QQQ").prices("TSLA", "SPY")',
          '// today\'s QQQ chain when it arrived, else the bundled SPY one\n'
          'Oqa.defaults().gex(today.ok("QQQ") ? "QQQ" : "SPY").get()',
          "today's option chain of any optionable ticker and any ticker's adjusted closes", "Cboe's delayed quotes, Yahoo's daily closes",
          "options QQQ") + [
    code('// TSLA to the last close when it arrived, else the bundled NVDA\nOqa.defaults().risk(today.ok("TSLA") ? "TSLA" : "NVDA").period("1y").get()'),
    md(f"""
## Next
One notebook per analytic: `expected-move`, `iv`, `open-interest`, `uoa`, `chain`, `gex`, `risk`, `correlation`,
`market-memory`, `optimizer`, `seasonality`, `sectors`, `history` (questions only a history of snapshots answers),
and `quota` on spending a key's few requests well.
The command line speaks the same language: `bin/oqa gex SPY --format json`.
"""),
])

write("quota", [
    md("""
# Working within the quota

A key allows **10 requests a day and 100 a month** (plus 60 a minute for `/ping` and 30 a minute for the analytics).
The toolkit spends them carefully:

* **It counts before sending.** A shared ledger (file-locked, so two kernels share it) refuses a request that would
  break a limit *before* it leaves the machine. In auto mode the local engine answers instead and says so; in remote
  mode you get a typed error that says when the limit resets. Day and month boundaries are in UTC (configurable).
* **It caches.** Answers are kept on disk, keyed by the sanitised request and a hash of the key (never the key).
  Options and greeks stay fresh for 60 s, quant answers until the next 06:00 New York. By default a stale answer is
  preferred to spending quota, and is marked *stale*.
* **It refuses what would fail.** An invalid ticker is replaced by the endpoint default *before* the cache key is made;
  an optimizer call with fewer than two valid tickers never leaves the machine.
* **It can do five analytics with one request.** `--via-chain` fetches one `/options/chain` and computes the expected
  move, IV, open interest, UOA and GEX locally from its rows.
"""),
    code("%oqa quota"),
    code("%oqa cache list"),
    md("## Modes\n`--local` never sends a request, `--remote` uses only the API, and auto (the default) decides per call. `%oqa mode local` sets the default for this kernel."),
    code("%oqa mode"),
    code("%gex SPY --local --range-pct 5"),
    md("""
## Five analytics, one request: `--via-chain`
With a key, the first of these cells spends one request on `/options/chain`; the others are computed from the cached
chain and spend nothing. Offline, the chain comes from the local engine and the numbers are the same.
"""),
    code("%gex SPY --via-chain --range-pct 5"),
    code("%em SPY --via-chain"),
    code("%oi SPY --via-chain --basis volume --range-pct 5"),
    md("## A request the client can tell will fail is refused before sending\nNo quota is spent on these:"),
    code("%optimize AAPL"),
    code("%risk NVDA --period 5 years"),
    md("## Configuring the limits\nPlans differ, so every limit is configurable in Java:"),
    code("""
var custom = Oqa.builder()
    .quotaLimits(dev.oqa.model.QuotaLimits.documented().perDay(50).perMonth(1000)
        .zone(java.time.ZoneId.of("America/New_York")))
    .cachePolicy(dev.oqa.model.CachePolicy.PREFER_CACHE)
    .build();
String.join("\\n", custom.status().lines())
"""),
])


def analytic(name, title, explain, cells):
    write(name, [md(f"# {title}\n\n{explain.strip()}\n\n{OFFLINE}")] + cells)


analytic("expected-move", "Expected move from straddles", """
The price of an at-the-money straddle is the market's estimate of the size of the move to expiry: for an
at-the-forward straddle with zero rates, straddle ≈ 0.7979·S·σ·√T, so one standard deviation ≈ 1.2533 × straddle.
The toolkit prices the straddle **at the forward** (from put-call parity per expiry, so dividends and rates are taken
into account), interpolating between the two strikes that bracket it, and draws the cone of upper and lower bands over
the expiries.
""", [
    code("%em SPY"),
    code("%em SPX --range-pct 10"),
    md("From Java, the term records are typed:"),
    code("""
Result<ExpectedMoveData> r = Oqa.defaults().expectedMove("NVDA").get();
r.data().term().get(0)
"""),
])

analytic("iv", "Implied volatility: smile and term structure", """
Implied volatility is recovered from each option's mid price by inverting Black's formula at the forward (put-call
parity per expiry), so the smile is not biased by dividends. The **smile** shows IV across strikes for each expiry; the
**term structure** shows at-the-money IV per expiry, interpolated in total variance. Vendor IVs that disagree wildly
(below 0.5% or above 300%) are flagged.
""", [
    code("%iv SPY"),
    code("%iv SPX --range-pct 10"),
    code("""
Result<IvData> r = Oqa.defaults().iv("SPY").range(0.1).get();
r.data().term()
"""),
] + [
    md("""
## History across snapshots

`--history` answers one row per local snapshot of the underlying (bundled, or in your `--data` folder): spot,
**ATM IV at 30 days** (the ATM term structure interpolated linearly in total variance σ²T between the two expiries
around 30 days) and the **25-delta skew**, the implied volatility of the 25-delta put minus that of the 25-delta call
(Black forward deltas on each option's own IV; positive when puts are richer), with the GEX levels, the front
expected move and the put/call open-interest ratio of the same snapshot. The chart draws ATM IV and skew over time.
"""),
    code("%iv SPY --history"),
    md("From Java, `history` returns the rows; `table()` is a Tablesaw table and the chart is one call:"),
    code("""
var h = Oqa.defaults().history("SPX");
h.table().selectColumns("as_of", "spot", "atm_iv_30d", "skew_25d", "put_call_oi")
"""),
    code('h.volatilityChart()'),
] + today('.options("QQQ")', '// today\'s QQQ smile when the chain arrived, else the bundled SPY one\nOqa.defaults().iv(today.ok("QQQ") ? "QQQ" : "SPY").get()',
          "today's option chain of any optionable ticker", "Cboe's delayed quotes, 15 minutes delayed", "options QQQ"))

analytic("open-interest", "Open interest, volume and premium by strike and expiry", """
Where positions sit tells where hedging flows concentrate. For each strike and each expiry the toolkit sums calls and
puts on the chosen basis — **open interest** (contracts outstanding), **volume** (contracts traded in the session) or
**total premium** (dollars traded) — with the total, the net percent and the put/call ratio.
""", [
    code("%oi SPY"),
    code("%oi SPY --basis volume --range-pct 10"),
    code("%oi SPX --basis total_premium --range-pct 5"),
])

analytic("uoa", "Unusual options activity", """
A contract is *unusual* when its volume is large against its open interest — new positions being opened. The toolkit
ranks contracts by Barchart's rule (volume > 500, open interest > 100, last > 0.10, volume/OI ≥ 1.25) and says in
`details` why each was flagged. **Sweeps** (orders split across exchanges) need trade-level data and cannot be derived
from a chain snapshot, so they are never labelled.
""", [
    code("%uoa SPY"),
    code("%uoa SPX --limit 20 --include-0dte"),
])

analytic("chain", "The option chain", """
The chain is the raw material of every options analytic: one row per contract, with quotes, volume, open interest,
and the vendor's IV and greeks where the source has them (missing values are nulls, not zeros). `--expiry` picks one
expiration and `--range-pct` limits strikes around spot (in percent of spot).
""", [
    code("%chain SPY --range-pct 5"),
    md("The chain is a Tablesaw table, so the usual table calls work:"),
    code("""
Result<ChainData> r = Oqa.defaults().chain("SPY").range(0.05).get();
var t = r.table();
t.structure()
"""),
])

# gex.ipynb is kept by hand (it was the first notebook); this script only writes its closing "history" section,
# replacing the cells it wrote before (ids gex-history-*), so the hand-kept cells stay as they are.
GEX_HISTORY = [
    md("""
## History across snapshots

`--history` answers one row per local snapshot of the underlying (bundled, or in your `--data` folder): the date,
spot, the **zero-gamma level**, the **call and put walls**, **net GEX** (all expiries, open interest), ATM IV at
30 days, the 25-delta skew, the front expected move and the put/call open-interest ratio. The chart draws the zero
level and the walls against spot over time. `--format json` on the command line gives the same rows as an array of
records with `as_of`; `bin/oqa scan gex --data DIR` runs the same row over a whole folder of chains (in process or on
Spark; see docs/SCANS.md).
"""),
    code("%gex SPX --history"),
    md("From Java:"),
    code("""
var h = Oqa.defaults().history("SPX");
h.table().selectColumns("as_of", "spot", "zero_gamma", "call_wall", "put_wall", "net_gex")
"""),
]


GEX_TODAY = today('.options("QQQ")', '// today\'s QQQ when the chain arrived, else the bundled SPY snapshot\n'
                  'Oqa.defaults().gex(today.ok("QQQ") ? "QQQ" : "SPY").get()',
                  "today's option chain of any optionable ticker", "Cboe's delayed quotes, 15 minutes delayed", "options QQQ")


def gex_history():
    path = os.path.join(ROOT, "notebooks", "gex.ipynb")
    with open(path) as f:
        nb = json.load(f)
    cells = [c for c in nb["cells"] if not c.get("id", "").startswith(("gex-history-", "gex-today-"))]
    for i, c in enumerate(GEX_TODAY):
        c["id"] = f"gex-today-{i:02d}"
    for i, c in enumerate(GEX_HISTORY):
        c["id"] = f"gex-history-{i:02d}"
    nb["cells"] = cells + GEX_TODAY + GEX_HISTORY
    with open(path, "w") as f:
        json.dump(nb, f, indent=1, ensure_ascii=False)
        f.write("\n")


gex_history()

analytic("risk", "Risk and performance against a benchmark", """
How much did an asset earn for the risk it took, and how does it move with the market? The summary gives beta and
alpha against the benchmark, Sharpe and Sortino ratios, volatility, maximum drawdown, CAGR and correlation; the
dashboard shows the rolling Sharpe, the drawdown, the rolling correlation and the rolling volatility.
**Conventions:** returns from adjusted closes, 252 trading days a year, sample statistics, risk-free rate 0 unless
configured (annual rate, converted to daily as (1+rf)^(1/252) − 1), empyrical's definitions.
""", [
    code("%risk NVDA"),
    code("%risk AAPL --benchmark QQQ --period 3y --window 126"),
    code("""
Result<RiskData> r = Oqa.defaults().risk("MSFT").get();
r.data().summary()
"""),
] + today('.prices("TSLA", "SPY")', '// TSLA to the last close against SPY when they arrived, else the bundled NVDA\n'
          'Oqa.defaults().risk(today.ok("TSLA") ? "TSLA" : "NVDA").period("1y").get()',
          "any ticker's daily adjusted closes up to the last close", "Yahoo's chart API", "prices TSLA SPY"))

analytic("correlation", "Cross-asset performance and correlation", """
How do stocks, bonds, credit and gold move together? Over a fixed universe (SPY, QQQ, IWM, EFA, EEM, TLT, LQD, HYG,
GLD) the toolkit computes each asset's performance, the correlation matrix of daily returns, cumulative returns and
rolling Sharpe ratios.
""", [
    code("%corr"),
    code("%corr --period 10y --window 60"),
])

analytic("market-memory", "Market memory: past windows like today", """
Market memory looks for the past windows of `kernel_size` days whose shape is most like the latest one, and shows what
followed each. Windows are rebased to their first price; similarity is cosine, dot, Spearman or Euclidean; matches are
kept `min_separation` days apart, best first, and the latest window itself is excluded. Treat the result as scenarios,
not a forecast: plain analog matching forecasts poorly (Dolphin et al., 2021).
""", [
    code("%memory SPY"),
    code("%memory QQQ --similarity spearman --kernel-size 20 --top-n 3 --min-separation 60"),
])

analytic("optimizer", "Portfolio optimizer", """
A long-only portfolio that maximises the Sharpe ratio (solved exactly through the Cornuéjols–Tütüncü convex
reformulation), minimises variance, or weights equally. The result gives the weights, expected return, volatility,
Sharpe ratio and each asset's share of risk (Euler risk contributions), and compares the optimal portfolio's cumulative
return with the equal-weight one. **Conventions:** expected returns are compounded historical returns (252 days),
covariance is the sample covariance × 252, risk-free rate 0 unless configured; PyPortfolioOpt's published test values are
reproduced by the toolkit's tests.
""", [
    code("%optimize AAPL MSFT NVDA AMZN"),
    code("%optimize SPY TLT GLD HYG --objective min_var --period 10y"),
    code("""
Result<PortfolioData> r = Oqa.defaults().portfolio("AAPL", "MSFT", "NVDA").objective("sharpe").get();
r.data().weights()
"""),
])

analytic("history", "Questions only a history answers", """
One chain snapshot tells you what the market expects; a history of snapshots tells you whether it was right, and how
its expectations moved. These three questions read every snapshot of one underlying the toolkit holds (the bundled
ones here; `oqa data fetch` and `oqa data collect` add one a day to your data folder) and the daily closes, on the
local engine: none of them sends a request. The methods, with references, are in docs/METHODS.md ("History").
""", [
    md("""
## 1. Did the expected move hold?
For each snapshot, the nearest **weekly** and the nearest **monthly** expiry: the **implied move** (the ATM-forward
straddle of the expected-move answer) against the **realized move**, spot × |close on the expiry day ÷ close on the
snapshot day − 1|. The closes are adjusted, so their ratio is the return and later adjustments cancel. The **ratio**
realized ÷ implied is below 1 when the close stayed inside the expected move. For a normal move the straddle is about
0.8 standard deviations, so a fair straddle holds about 57% of the time, not 68%.
"""),
    code("%em SPY --held"),
    md("""
From Java, `held` returns the rows; `heldSummary()` tallies them per horizon (realized rows, inside, hit rate, mean
and median ratio, pending) and `heldChart()` draws the ratio over time against the 1.0 line:
"""),
    code("""
var oqa = Oqa.defaults();
var held = oqa.held("SPY");
held.heldSummary()
"""),
    code("held.heldChart()"),
    md("""
A row whose move cannot be realized yet is **pending**, with the reason, never dropped: the expiry is after the last
close held, or the closes are missing. No index closes are bundled, so every SPX row waits for `prices/SPX.csv`
(`oqa data import` a download of the index's daily closes and they fill in):
"""),
    code("""
oqa.held("SPX").table().selectColumns("as_of", "horizon", "expiry", "days", "implied_move", "pending")
"""),
    md("""
## 2. The gamma regime over time
Spot, the **zero-gamma level** and the **call and put walls** per snapshot. Below zero gamma (shaded) dealers are
short gamma on this convention and hedge with the move; `gamma_regime` says which side each snapshot was on.
"""),
    code("%gex SPX --history"),
    code("""
var spx = oqa.history("SPX");
spx.table().selectColumns("as_of", "spot", "zero_gamma", "gamma_regime", "call_wall", "put_wall")
"""),
    md("""
## 3. Volatility over time
ATM implied volatility at **1 week, 1 month and 3 months** (7, 30 and 91 calendar days, interpolated linearly in total
variance between the expiries around each tenor; 1 week and 3 months stay blank when the chain's expiries do not
reach them), and the **25-delta risk reversal**, call IV − put IV (negative when puts are richer). The line chart
follows each tenor; the heatmap shows the term structure of every snapshot side by side.
"""),
    code("%iv SPY --history"),
    code("""
var spy = oqa.history("SPY");
spy.table().selectColumns("as_of", "atm_iv_7d", "atm_iv_30d", "atm_iv_91d", "skew_25d", "rr_25d")
"""),
    code("spx.termHeatmap()"),
])

analytic("seasonality", "Seasonality", """
Do returns depend on the month, the quarter, the weekday, the day of the year, or the year of the US presidential
term? The pivot shows each year's compounded return per period, and the statistics give the mean, median, win rate
and count per period. *Calendar* groups by month and day of month; *presidential* maps each year to its place in the
four-year term (post-election, midterm, pre-election, election).
""", [
    code("%seasonality SPY"),
    code("%seasonality SPY --grouping presidential --period max"),
    code("%seasonality QQQ --grouping weekday --period 5y"),
])

analytic("sectors", "Sector breadth and returns", """
Breadth asks how many sectors take part in a move. Over the Select Sector SPDR ETFs, an *advance* is a close above the
previous close; the **AD line** adds up advances minus declines day by day; the **AD ratio** (advances / declines) is
averaged per month, leaving out days with no decliners (where the ratio is undefined) and counting them. Sector returns
are compounded over the period.
""", [
    code("%sectors"),
    code("%sectors --period 6M"),
])
