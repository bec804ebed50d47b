package dev.oqa.internal.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.ChainSnapshot;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * How each member of a Cboe contract is read (CboeChainReader binds it with Jackson): a number, a numeric string (padded
 * or not) or null; an empty string is missing; anything else refuses the chain naming the contract, the member and
 * the value. SYNTHETIC: one SPY contract with made-up quotes, in Cboe's layout.
 */
class CboeChainReaderTest {
    private static final String URL = "test/SPY.json";

    private static String chain(String contractMembers, String currentPrice) {
        return "{\"timestamp\": \"2023-09-15 00:43:14\", \"data\": {\"symbol\": \"SPY\", \"current_price\": " + currentPrice
                + ", \"last_trade_time\": \"2023-09-14T16:15:00\", \"options\": [{\"option\": \"SPY230915C00450000\", "
                + contractMembers + ", \"vega\": 0.13, \"tick\": \"up\"}]}, \"symbol\": \"SPY\"}";
    }

    private static ChainSnapshot read(String json) throws IOException {
        return CboeChainReader.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "SPY", URL, Instant.parse("2023-09-15T00:45:00Z"));
    }

    @Test void numbersComeAsNumbersNumericStringsOrNull() throws IOException {
        ChainSnapshot s = read(chain("\"bid\": \" 1.25 \", \"ask\": 1.3, \"iv\": \"0.21\", \"open_interest\": 1234.0, \"volume\": \"\","
                + " \"delta\": null, \"gamma\": 0.05, \"last_trade_price\": 1.27, \"change\": -0.1, \"last_trade_time\": \"2023-09-14T15:59:00\"", "450.5"));
        assertEquals(1, s.size());
        assertEquals(1.25, s.bid(0));
        assertEquals(1.3, s.ask(0));
        assertEquals(0.21, s.iv(0));
        assertEquals(1234.0, s.openInterest(0));
        assertTrue(Double.isNaN(s.volume(0)), "an empty string is missing");
        assertTrue(Double.isNaN(s.delta(0)), "null is missing");
        assertEquals(1.27, s.last(0));
        assertEquals(-0.1, s.netChange(0));
        assertEquals(450.5, s.spot());
    }

    @Test void aContractThatNeverTradedHasNoLastPrice() throws IOException {
        ChainSnapshot s = read(chain("\"bid\": 1.2, \"ask\": 1.3, \"last_trade_price\": 1.27, \"change\": -0.1, \"last_trade_time\": null", "450.5"));
        assertTrue(Double.isNaN(s.last(0)) && Double.isNaN(s.netChange(0)));
    }

    @Test void aMemberOfTheWrongKindRefusesTheChainNamingIt() {
        FetchException word = assertThrows(FetchException.class, () -> read(chain("\"bid\": 1.2, \"iv\": \"abc\"", "450.5")));
        assertEquals(URL + " does not read as a Cboe option chain: option 1: iv 'abc' is not a number; nothing was written", word.getMessage());
        FetchException object = assertThrows(FetchException.class, () -> read(chain("\"bid\": 1.2, \"delta\": {\"x\": 1}", "450.5")));
        assertEquals(URL + " does not read as a Cboe option chain: option 1: delta is not a number; nothing was written", object.getMessage());
        FetchException flag = assertThrows(FetchException.class, () -> read(chain("\"bid\": true", "450.5")));
        assertTrue(flag.getMessage().contains("option 1: bid is not a number"), flag.getMessage());
        FetchException spot = assertThrows(FetchException.class, () -> read(chain("\"bid\": 1.2", "\"n/a\"")));
        assertEquals(URL + " does not read as a Cboe option chain: current_price 'n/a' is not a number; nothing was written", spot.getMessage());
    }
}
