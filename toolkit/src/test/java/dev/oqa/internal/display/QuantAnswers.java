package dev.oqa.internal.display;

import dev.oqa.Oqa;
import dev.oqa.model.Answer;
import dev.oqa.model.data.AssetCorrelationData;
import dev.oqa.model.data.MarketMemoryData;
import dev.oqa.model.data.PortfolioData;
import dev.oqa.model.data.RiskData;
import dev.oqa.model.data.SeasonalityData;
import dev.oqa.model.data.SectorInsightsData;

/**
 * REAL answers of the local engine on the bundled market data (not synthetic), computed once per test JVM: the views
 * are tested on exactly what a notebook without a key shows.
 */
final class QuantAnswers {
    private QuantAnswers() {}

    private static final Oqa OQA = Oqa.local();
    static final Answer<RiskData> RISK = OQA.risk("NVDA").benchmark("SPY").period("5y").window(60).answer();
    static final Answer<AssetCorrelationData> CORRELATION = OQA.assetCorrelation().period("3y").window(90).answer();
    static final Answer<MarketMemoryData> MEMORY = OQA.marketMemory("SPY").kernelSize(30).topN(5).answer();
    static final Answer<PortfolioData> PORTFOLIO = OQA.portfolio("SPY", "TLT", "GLD", "QQQ").objective("sharpe").period("5y").answer();
    static final Answer<SeasonalityData> SEASONALITY = OQA.seasonality("SPY").grouping("monthly").period("10y").answer();
    static final Answer<SeasonalityData> CALENDAR = OQA.seasonality("SPY").grouping("calendar").period("10y").answer();
    static final Answer<SectorInsightsData> SECTORS = OQA.sectorInsights().period("1M").answer();
}
