package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Period;
import dev.oqa.model.UsageException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The quant engine refuses a request for another endpoint, and a period too short to compute on, saying which. */
class QuantEngineGuardsTest {
    @TempDir Path dir;

    @Test void eachAnalyticTakesOnlyItsOwnEndpoint() {
        QuantEngine e = new QuantEngine(DataSource.bundled(), null);
        ApiRequest gex = ApiRequest.to(Endpoint.GEX).build();
        List<Consumer<ApiRequest>> analytics = List.of(e::risk, e::portfolio, e::marketMemory, e::seasonality, e::assetCorrelation, e::sectorInsights);
        List<Endpoint> theirs = List.of(Endpoint.RISK, Endpoint.PORTFOLIO_OPTIMIZER, Endpoint.MARKET_MEMORY, Endpoint.SEASONALITY,
                Endpoint.ASSET_CORRELATION, Endpoint.SECTOR_INSIGHTS);
        for (int i = 0; i < analytics.size(); i++) {
            Consumer<ApiRequest> a = analytics.get(i);
            IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> a.accept(gex));
            assertEquals("expected a " + theirs.get(i) + " request, got GEX", x.getMessage());
        }
    }

    @Test void tooFewPricesInThePeriodAreRefusedByName() {
        // SYNTHETIC closes (test data): two days of ZZA and of SPY, one day of ZZONE
        LocalDate d = LocalDate.of(2024, 1, 2);
        SyntheticPrices.write(dir, "ZZA", d, new double[] {10, 10.5});
        SyntheticPrices.write(dir, "SPY", d, new double[] {400, 404});
        SyntheticPrices.write(dir, "ZZONE", d.plusDays(1), new double[] {10});
        QuantEngine e = new QuantEngine(DataSource.folder(dir), null);
        UsageException risk = assertThrows(UsageException.class,
                () -> e.risk(ApiRequest.to(Endpoint.RISK).param("ticker", "ZZA").param("period", "max").build()));
        assertEquals("period max leaves 2 price(s) of ZZA; at least 3 are needed; use a longer period (" + Period.ACCEPTED + ")", risk.getMessage());
        UsageException season = assertThrows(UsageException.class,
                () -> e.seasonality(ApiRequest.to(Endpoint.SEASONALITY).param("ticker", "ZZONE").param("period", "max").build()));
        assertEquals("period max leaves 1 price(s) of ZZONE; at least 2 are needed; use a longer period (" + Period.ACCEPTED + ")", season.getMessage());
        assertDoesNotThrow(() -> e.seasonality(ApiRequest.to(Endpoint.SEASONALITY).param("ticker", "ZZA").param("period", "max").build()),
                "two prices are one return: enough");
    }
}
