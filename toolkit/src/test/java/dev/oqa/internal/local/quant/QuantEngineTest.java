package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.PortfolioData;
import dev.oqa.model.data.RiskData;
import java.time.LocalDate;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine on the bundled real data: shapes, dates, parameters and notes a user relies on. */
class QuantEngineTest {
    private static final QuantEngine ENGINE = new QuantEngine(DataSource.bundled(), null);

    private static ApiRequest.Builder req(Endpoint e) { return ApiRequest.to(e); }

    private static boolean noted(Answer<?> a, String text) { return a.provenance().notes().stream().anyMatch(n -> n.contains(text)); }

    @Test void riskAnswersEveryDocumentedMemberWithTheLastPriceDate() {
        Answer<RiskData> a = ENGINE.risk(req(Endpoint.RISK).build());
        RiskData d = a.data();
        assertEquals("NVDA", d.ticker());
        assertEquals("2026-08-03", a.provenance().asOf()); // the bundled adjusted closes run to 2026-08-03
        for (String m : List.of("beta", "alpha", "sharpe", "sortino", "volatility", "max_drawdown", "cagr", "correlation"))
            assertTrue(d.summary().get(m).isNumber(), m);
        for (String m : List.of("rolling_sharpe", "drawdown_pct", "rolling_corr", "rolling_vol_pct"))
            assertTrue(d.timeseries().get(m).isArray(), m);
        int days = d.summary().get("days").asInt();
        assertEquals(days - 60 + 1, d.timeseries().get("rolling_sharpe").size());
        assertEquals(days, d.timeseries().get("drawdown_pct").size());
        assertEquals("2021-08-03", d.summary().get("start").asText()); // 5y before the last date
        double minDd = 0;
        for (JsonNode p : d.timeseries().get("drawdown_pct")) minDd = Math.min(minDd, p.get("value").asDouble());
        assertEquals(d.summary().get("max_drawdown").asDouble() * 100, minDd, 1e-9);
        assertTrue(Json(a).contains("\"rolling_vol_pct\":[{\"date\":"));
    }

    @Test void riskSummaryMatchesAnIndependentComputationOnTheSameDays() {
        RiskData d = ENGINE.risk(req(Endpoint.RISK).param("ticker", "AAPL").param("benchmark", "QQQ").param("period", "2y").build()).data();
        PriceSeries a = PriceLoader.load(DataSource.bundled(), "AAPL").between(LocalDate.of(2024, 8, 3), null);
        PriceSeries b = PriceLoader.load(DataSource.bundled(), "QQQ").between(LocalDate.of(2024, 8, 3), null);
        double[] ra = a.returns(), rb = b.returns(); // same calendar for both tickers
        double mean = 0, mb = 0;
        for (int i = 0; i < ra.length; i++) { mean += ra[i]; mb += rb[i]; }
        mean /= ra.length;
        mb /= rb.length;
        double ss = 0, cov = 0, vb = 0;
        for (int i = 0; i < ra.length; i++) { ss += (ra[i] - mean) * (ra[i] - mean); cov += (ra[i] - mean) * (rb[i] - mb); vb += (rb[i] - mb) * (rb[i] - mb); }
        assertEquals(mean / Math.sqrt(ss / (ra.length - 1)) * Math.sqrt(252), d.summary().get("sharpe").asDouble(), 1e-10);
        assertEquals(cov / vb, d.summary().get("beta").asDouble(), 1e-10);
        assertEquals(Math.pow(a.price(a.size() - 1) / a.price(0), 252.0 / ra.length) - 1, d.summary().get("cagr").asDouble(), 1e-10);
    }

    @Test void windowIsClampedAndSaysSo() {
        Answer<RiskData> a = ENGINE.risk(req(Endpoint.RISK).param("window", "1000").build());
        assertEquals(365, a.data().summary().get("window").asInt());
        assertTrue(noted(a, "window 1000 clamped to 365"));
        assertThrows(UsageException.class, () -> ENGINE.risk(req(Endpoint.RISK).param("window", "ten").build()));
    }

    @Test void aPeriodLongerThanTheDataIsAnsweredWithWhatThereIsAndNoted() {
        Answer<RiskData> a = ENGINE.risk(req(Endpoint.RISK).param("ticker", "XLC").param("period", "10y").build());
        assertEquals("2018-06-19", a.data().summary().get("start").asText());
        assertTrue(noted(a, "XLC data start on 2018-06-19"), a.provenance().notes().toString());
    }

    @Test void yearToDateStartsFromThePreviousYearsLastClose() {
        RiskData d = ENGINE.risk(req(Endpoint.RISK).param("period", "ytd").build()).data();
        assertEquals("2025-12-31", d.summary().get("start").asText());
        assertEquals("2026-01-02", d.timeseries().get("drawdown_pct").get(0).get("date").asText());
    }

    @Test void asOfEndsTheData() {
        var engine = new QuantEngine(DataSource.bundled(), LocalDate.of(2019, 12, 31));
        Answer<RiskData> a = engine.risk(req(Endpoint.RISK).param("period", "1y").build());
        assertEquals("2019-12-31", a.provenance().asOf());
        assertEquals("2019-12-31", a.data().summary().get("end").asText());
    }

    @Test void unknownTickerListsTheAvailableOnes() {
        var e = assertThrows(LocalDataException.class, () -> ENGINE.risk(req(Endpoint.RISK).param("ticker", "ZZZZ").build()));
        assertTrue(e.getMessage().contains("ZZZZ") && e.getMessage().contains("SPY") && e.getMessage().contains("XLRE"), e.getMessage());
    }

    @Test void optimizerObjectivesAreOrderedBySharpe() {
        List<String> t = List.of("SPY", "TLT", "GLD", "QQQ", "XLU");
        PortfolioData sharpe = ENGINE.portfolio(req(Endpoint.PORTFOLIO_OPTIMIZER).params("tickers", t).build()).data();
        PortfolioData minVar = ENGINE.portfolio(req(Endpoint.PORTFOLIO_OPTIMIZER).params("tickers", t).param("objective", "min_var").build()).data();
        PortfolioData eq = ENGINE.portfolio(req(Endpoint.PORTFOLIO_OPTIMIZER).params("tickers", t).param("objective", "equal_weight").build()).data();
        assertEquals("sharpe", sharpe.objective());
        assertEquals("5y", sharpe.period());
        assertTrue(sharpe.sharpe() >= minVar.sharpe() - 1e-12 && sharpe.sharpe() >= eq.sharpe() - 1e-12);
        assertTrue(minVar.portVol() <= sharpe.portVol() + 1e-12 && minVar.portVol() <= eq.portVol() + 1e-12);
        for (PortfolioData p : List.of(sharpe, minVar, eq)) {
            double sw = 0, rc = 0;
            for (String k : t) { sw += p.weights().get(k).asDouble(); rc += p.riskContributions().get(k).asDouble(); assertTrue(p.weights().get(k).asDouble() >= 0); }
            assertEquals(1, sw, 1e-12);
            assertEquals(p.portVol(), rc, 1e-12);
            assertEquals(1.0, p.optPortfolio().get(0).get("value").asDouble());
            assertEquals(p.optPortfolio().size(), p.eqPortfolio().size());
        }
        assertEquals(0.2, eq.weights().get("GLD").asDouble(), 1e-15);
    }

    @Test void unknownObjectiveBehavesAsEqualWeight() {
        Answer<PortfolioData> a = ENGINE.portfolio(req(Endpoint.PORTFOLIO_OPTIMIZER).params("tickers", List.of("SPY", "TLT")).param("objective", "moon").build());
        assertEquals("equal_weight", a.data().objective());
        assertEquals(0.5, a.data().weights().get("SPY").asDouble());
        assertTrue(noted(a, "'moon'"));
        assertEquals(a.data().optPortfolio(), a.data().eqPortfolio());
    }

    @Test void optimizerNeedsTwoValidTickers() {
        assertThrows(UsageException.class, () -> ENGINE.portfolio(req(Endpoint.PORTFOLIO_OPTIMIZER).params("tickers", List.of("SPY")).build()));
        assertThrows(UsageException.class, () -> ENGINE.portfolio(req(Endpoint.PORTFOLIO_OPTIMIZER).params("tickers", List.of("SPY", "bad ticker!")).build()));
    }

    @Test void correlationMatrixIsSymmetricAndMatchesPairwisePearson() {
        var d = ENGINE.assetCorrelation(req(Endpoint.ASSET_CORRELATION).build()).data();
        JsonNode tickers = d.correlationMatrix().get("tickers"), m = d.correlationMatrix().get("matrix");
        assertEquals(9, tickers.size());
        for (int i = 0; i < 9; i++) {
            assertEquals(1.0, m.get(i).get(i).asDouble(), 1e-12);
            for (int j = 0; j < 9; j++) assertEquals(m.get(i).get(j).asDouble(), m.get(j).get(i).asDouble(), 1e-15);
        }
        double[] spy = PriceLoader.load(DataSource.bundled(), "SPY").between(LocalDate.of(2023, 8, 3), null).returns();
        double[] tlt = PriceLoader.load(DataSource.bundled(), "TLT").between(LocalDate.of(2023, 8, 3), null).returns();
        int iTlt = List.of("SPY", "QQQ", "IWM", "EFA", "EEM", "TLT", "LQD", "HYG", "GLD").indexOf("TLT");
        assertEquals(Metrics.correlation(spy, tlt), m.get(0).get(iTlt).asDouble(), 1e-12);
        assertEquals(9, d.perfTable().size());
        int returns = spy.length; // 3y, 2023-08-03..2026-08-03: 752 prices, 751 daily returns
        assertEquals(751, returns);
        assertEquals(returns - 90 + 1, d.timeseries().get("rolling_sharpe").get("SPY").size());
        assertEquals(returns, d.timeseries().get("cum_returns_pct").get("GLD").size());
    }

    @Test void sectorsEndWhereMostSectorsHaveDataSoOneMonthCoversAllEleven() {
        var a = ENGINE.sectorInsights(req(Endpoint.SECTOR_INSIGHTS).build());
        assertEquals("2026-08-03", a.provenance().asOf());
        assertEquals(11, a.data().summary().size());
        JsonNode ts = a.data().timeseries();
        assertEquals(11, ts.get("cum_returns_pct").size());
        assertTrue(ts.get("ad_line").size() >= 20);
        int adv = 0, dec = 0;
        for (JsonNode row : a.data().summary()) { adv += row.get("advances").asInt(); dec += row.get("declines").asInt(); }
        assertEquals(adv - dec, ts.get("ad_line").get(ts.get("ad_line").size() - 1).get("value").asDouble(), 0);
    }

    @Test void seasonalityMonthlyPivotCompoundsDailyReturns() {
        var d = ENGINE.seasonality(req(Endpoint.SEASONALITY).param("period", "3y").build()).data();
        PriceSeries spy = PriceLoader.load(DataSource.bundled(), "SPY");
        // March 2024: last close of March (Thursday 28th, Good Friday closed) over last close of February
        double mar = spy.price(spy.indexOf((int) LocalDate.of(2024, 3, 28).toEpochDay()))
                / spy.price(spy.indexOf((int) LocalDate.of(2024, 2, 29).toEpochDay())) - 1;
        JsonNode row2024 = null;
        for (Iterator<JsonNode> it = d.seasonalityPivot().get("rows").elements(); it.hasNext(); ) {
            JsonNode r = it.next();
            if (r.get("label").asText().equals("2024")) row2024 = r;
        }
        assertEquals(mar * 100, row2024.get("values").get(2).asDouble(), 1e-10);
        assertEquals(12, d.stats().size());
        assertTrue(d.annualCumReturns().size() >= 3);
    }

    @Test void seasonalityFallsBackToMonthlyAndOmitsAnnualPathsForOneYear() {
        var a = ENGINE.seasonality(req(Endpoint.SEASONALITY).param("grouping", "lunar").param("period", "ytd").build());
        assertEquals("monthly", a.data().seasonalityPivot().get("grouping").asText());
        assertTrue(noted(a, "'lunar'"));
        assertEquals(null, a.data().annualCumReturns());
        assertFalse(Json(a).contains("annual_cum_returns"));
    }

    @Test void everyGroupingHasItsBuckets() {
        for (var g : List.of(new Object[] {"quarterly", 4}, new Object[] {"weekday", 5}, new Object[] {"calendar", 31}, new Object[] {"presidential", 4})) {
            var d = ENGINE.seasonality(req(Endpoint.SEASONALITY).param("grouping", (String) g[0]).build()).data();
            assertEquals(g[0], d.seasonalityPivot().get("grouping").asText());
            assertEquals((int) g[1], d.stats().size(), (String) g[0]);
        }
        assertEquals(3, Seasonality.phase(2020)); // election year
        assertEquals(0, Seasonality.phase(2017)); // post-election
        assertEquals(2, Seasonality.phase(2019)); // pre-election
    }

    @Test void seasonalityStartsAtTheFirstCompleteMonth() {
        var a = ENGINE.seasonality(req(Endpoint.SEASONALITY).build()); // 10y from 2016-08-03
        assertEquals("2016", a.data().seasonalityPivot().get("rows").get(0).get("label").asText());
        assertTrue(noted(a, "from the close of 2016-08-31"), a.provenance().notes().toString());
    }

    @Test void optimizerTakesLaterListedTickersPairwiseAndPlotsTheCommonDays() {
        Answer<PortfolioData> a = ENGINE.portfolio(req(Endpoint.PORTFOLIO_OPTIMIZER).params("tickers", List.of("SPY", "XLC", "TLT")).param("period", "10y").build());
        assertTrue(noted(a, "XLC data start on 2018-06-19"));
        assertEquals("2018-06-19", a.data().optPortfolio().get(0).get("date").asText());
        assertEquals("2026-08-03", a.provenance().asOf()); // the last date all three have
        assertTrue(noted(a, "KKT residual"));
    }

    private static String Json(Answer<?> a) { return dev.oqa.model.Json.write(a.raw(), false); }
}
