package dev.oqa.internal.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.IvData;
import dev.oqa.model.data.OpenInterestData;
import dev.oqa.model.data.UoaData;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** Every panel with a headline leads with it, on real bundled data (SPY 2025-09-25, NVDA vs SPY). */
class HeadlinesTest {
    private static final LocalEngine SPY_DAY = LocalEngine.of(DataSource.bundled(), LocalDate.of(2025, 9, 25));

    private static <T> T data(Endpoint e, Class<T> type) {
        return SPY_DAY.answer(ApiRequest.to(e).param("ticker", "SPY").build(), type).data();
    }

    @Test
    void optionsHeadlinesNameTheFiguresAReaderWantsFirst() {
        ExpectedMoveData em = data(Endpoint.EXPECTED_MOVE, ExpectedMoveData.class);
        var t = em.term().get(0);
        String emLine = Headlines.expectedMove(em);
        assertTrue(emLine.startsWith("spot 658.05 · next expiry " + t.expiry() + " ±"), emLine);
        assertTrue(emLine.contains(dev.oqa.internal.format.Decimals.percent().format(t.move() / em.spot())), emLine);
        IvData iv = data(Endpoint.IV, IvData.class);
        String ivLine = Headlines.iv(iv);
        assertTrue(ivLine.startsWith("spot 658.05 · ATM IV " + dev.oqa.internal.format.Decimals.percent().format(iv.term().get(0).atmIv())
                + " (" + iv.term().get(0).expiry() + ") → "), ivLine);
        GexData gex = data(Endpoint.GEX, GexData.class);
        assertEquals("spot 658.05 · zero gamma 668.5 · call wall 670 · put wall 655", GexView.headline(gex).replaceAll(" · total .*", ""));
        // In the panel: the headline sits between the title and the provenance line.
        Panel p = GexView.of(SPY_DAY.answer(ApiRequest.to(Endpoint.GEX).param("ticker", "SPY").build(), GexData.class));
        assertEquals(GexView.headline(gex), p.text().lines().toList().get(1));
    }

    @Test
    void riskLeadsWithVolatilitySharpeDrawdownAndBetaInPercentWhereTheyAreRates() {
        var a = QuantAnswers.RISK;
        Panel p = RiskView.of(a);
        String line = p.headline().get(0);
        assertTrue(line.matches("NVDA vs SPY · volatility \\d+\\.\\d\\d% · Sharpe -?\\d+\\.\\d\\d · max drawdown -\\d+\\.\\d\\d% · beta \\d+\\.\\d\\d"), line);
    }
    @Test
    void openInterestLeadsWithTotalsPutCallAndTheLargestStrikePerSide() {
        OpenInterestData d = data(Endpoint.OPEN_INTEREST, OpenInterestData.class);
        String line = Headlines.openInterest(d);
        // Checked against the strike table, read another way (Tablesaw's sums and maxima).
        var t = dev.oqa.internal.tables.OpenInterestTables.byStrike(d);
        double calls = t.doubleColumn("calls").sum(), puts = t.doubleColumn("puts").sum();
        var topCall = t.sortDescendingOn("calls").row(0);
        var topPut = t.sortDescendingOn("puts").row(0);
        assertEquals("spot 658.05 · calls " + dev.oqa.internal.format.Compact.number(calls) + " · puts " + dev.oqa.internal.format.Compact.number(puts)
                + String.format(java.util.Locale.ROOT, " · put/call %.2f", puts / calls)
                + " · top call strike " + dev.oqa.internal.format.Compact.price(topCall.getDouble("strike"), 2) + " (" + dev.oqa.internal.format.Compact.number(topCall.getDouble("calls")) + ")"
                + " · top put strike " + dev.oqa.internal.format.Compact.price(topPut.getDouble("strike"), 2) + " (" + dev.oqa.internal.format.Compact.number(topPut.getDouble("puts")) + ")", line);
        assertTrue(calls > 0 && puts > 0, line);
        Panel p = OpenInterestView.of(SPY_DAY.answer(ApiRequest.to(Endpoint.OPEN_INTEREST).param("ticker", "SPY").build(), OpenInterestData.class));
        assertEquals(line, p.headline().get(0));
    }

    @Test
    void chainLeadsWithSpotExpiryAndTheAtmIvOfBothSides() {
        var a = SPY_DAY.answer(ApiRequest.to(Endpoint.CHAIN).param("ticker", "SPY").build(), ChainData.class);
        Panel p = ChainView.of(a);
        String line = p.headline().get(0);
        String exp = ChainView.nearestQuoted(a.data());
        // The side-by-side table's row nearest spot carries the same IVs (in percent there).
        var wide = dev.oqa.internal.tables.ChainTable.sideBySide(a.data(), exp);
        var near = dev.oqa.internal.tables.NearSpot.rows(wide, "strike", a.data().spot(), 1);
        assertTrue(line.startsWith("spot 658.05 · expiry " + exp + " · ATM " + dev.oqa.internal.format.Compact.price(near.doubleColumn("strike").get(0), 2) + ": call IV "), line);
        var pct = dev.oqa.internal.format.Decimals.percent();
        assertTrue(line.endsWith(": call IV " + pct.format(near.doubleColumn("call_iv").get(0)) + ", put IV "
                + pct.format(near.doubleColumn("put_iv").get(0))), line);
    }
    @Test
    void correlationLeadsWithTheMostAndLeastCorrelatedPairAndTheAveragePair() {
        var d = QuantAnswers.CORRELATION.data();
        String line = AssetCorrelationView.of(QuantAnswers.CORRELATION).headline().get(0);
        // The pairs checked against the matrix itself: the largest and smallest off-diagonal entries and their mean.
        var m = d.correlationMatrix();
        var names = dev.oqa.internal.format.QuantJson.strings(m.get("tickers"));
        double hi = -2, lo = 2, sum = 0;
        int n = 0;
        String hiPair = null, loPair = null;
        for (int i = 0; i < names.size(); i++)
            for (int j = i + 1; j < names.size(); j++) {
                double v = m.get("matrix").get(i).get(j).asDouble();
                sum += v;
                n++;
                if (v > hi) { hi = v; hiPair = names.get(i) + "–" + names.get(j); }
                if (v < lo) { lo = v; loPair = names.get(i) + "–" + names.get(j); }
            }
        String[] hp = hiPair.split("–"), lp = loPair.split("–");
        assertTrue(line.matches("most correlated (" + hp[0] + "–" + hp[1] + "|" + hp[1] + "–" + hp[0] + ") " + Headlines.two(hi).replace(".", "\\.")
                + " · least (" + lp[0] + "–" + lp[1] + "|" + lp[1] + "–" + lp[0] + ") " + Headlines.two(lo).replace(".", "\\.")
                + " · average pair " + Headlines.two(sum / n).replace(".", "\\.") + " · best \\w+, worst \\w+"), line);
        assertEquals("0.00", Headlines.two(-0.001));
    }

    @Test
    void portfolioLeadsWithObjectiveReturnVolatilitySharpeAndTheTopWeights() {
        var d = QuantAnswers.PORTFOLIO.data();
        String line = PortfolioView.of(QuantAnswers.PORTFOLIO).headline().get(0);
        var pct = dev.oqa.internal.format.Decimals.percent();
        // The top weight checked against the allocation table (sorted there by Tablesaw).
        var alloc = dev.oqa.internal.tables.PortfolioTables.allocation(d);
        assertTrue(line.startsWith("Max Sharpe · expected return " + pct.format(d.portReturn()) + " · volatility " + pct.format(d.portVol())
                + " · Sharpe " + Headlines.two(d.sharpe()) + " · top weights " + alloc.stringColumn("ticker").get(0) + " "
                + pct.format(alloc.doubleColumn("weight").get(0))), line);
        // An annual volatility, as a fraction in the data (a percent figure would read 13.65, not 0.1365).
        assertTrue(d.portVol() > 0.01 && d.portVol() < 0.5, line);
    }
    @Test
    void uoaLeadsWithTheCountAndTheLargestContractByPremium() {
        var a = SPY_DAY.answer(ApiRequest.to(Endpoint.UOA).param("ticker", "SPY").build(), UoaData.class);
        String line = UoaView.of(a).headline().get(0);
        var trades = a.data().trades();
        // The largest premium read from the ranked table (Tablesaw's max), not from the records.
        var t = dev.oqa.internal.tables.UoaTable.of(a.data());
        double max = t.numberColumn("premium").max();
        assertTrue(trades.size() > 1, line);
        assertTrue(line.startsWith(trades.size() + " flagged contracts in this answer · largest premium "), line);
        assertTrue(line.contains(", " + dev.oqa.internal.format.Compact.dollars(max) + " (volume "), line);
    }

    @Test
    void quantHeadlinesNameBestAndWorstMonthLeaderAndLaggardAndTheBestMatch() {
        var pct = dev.oqa.internal.format.Decimals.percent();
        var seasonal = SeasonalityView.of(QuantAnswers.SEASONALITY, "SPY").headline().get(0);
        // Best and worst month checked against the stats table, sorted by Tablesaw (percent numbers there).
        var st = dev.oqa.internal.tables.SeasonalityTables.stats(QuantAnswers.SEASONALITY.data());
        var hi = st.sortDescendingOn("mean_pct").row(0);
        var lo = st.sortAscendingOn("mean_pct").row(0);
        assertEquals("best " + hi.getString("bucket") + ": mean " + pct.format(hi.getDouble("mean_pct") / 100) + " (win rate "
                + pct.format(hi.getDouble("win_rate_pct") / 100) + ") · worst " + lo.getString("bucket") + ": mean "
                + pct.format(lo.getDouble("mean_pct") / 100) + " (win rate " + pct.format(lo.getDouble("win_rate_pct") / 100) + ")", seasonal);
        assertTrue(seasonal.startsWith("best Nov: mean 4.31% (win rate 90.00%) · worst Sep: mean -1.22%"), seasonal);

        var sectors = SectorInsightsView.of(QuantAnswers.SECTORS).headline().get(0);
        var sum = dev.oqa.internal.tables.SectorInsightsTables.summary(QuantAnswers.SECTORS.data());
        var lead = sum.sortDescendingOn("return_pct").row(0);
        var lag = sum.sortAscendingOn("return_pct").row(0);
        assertEquals("leader " + lead.getString("ticker") + " " + lead.getString("sector") + " " + pct.format(lead.getDouble("return_pct") / 100)
                + " · laggard " + lag.getString("ticker") + " " + lag.getString("sector") + " " + pct.format(lag.getDouble("return_pct") / 100), sectors);

        var memory = MarketMemoryView.of(QuantAnswers.MEMORY, "SPY").headline().get(0);
        var best = QuantAnswers.MEMORY.data().matches().get(0);
        // Matches come best first: for cosine (the default) the highest score.
        for (var m : QuantAnswers.MEMORY.data().matches()) assertTrue(m.score() <= best.score(), memory);
        assertEquals("best match " + best.start() + " → " + best.end() + ", score " + Headlines.two(best.score()) + " · 5 matches", memory);
    }
}
