package dev.oqa.query;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.UsageException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Seeded random inputs never crash sanitising, and always give a valid value or the endpoint default. */
class SanitisingPropertyTest {
    static final Pattern TICKER = Pattern.compile("[A-Z0-9._-]{1,10}");
    static final String ALPHABET = "abcxyzABCXYZ0129._-$ /\\\t\n?&=%#éß漢\u0000";
    static final int RUNS = 2_000;

    static String randomString(Random r) {
        int len = r.nextInt(16);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < len; i++) sb.append(ALPHABET.charAt(r.nextInt(ALPHABET.length())));
        return r.nextInt(20) == 0 ? null : sb.toString();
    }

    record Case(Endpoint endpoint, String def, Function<String, Query<?>> query) {}

    static final List<Case> TICKER_ENDPOINTS = List.of(
            new Case(Endpoint.EXPECTED_MOVE, "SPY", t -> new ExpectedMoveQuery(null, t)),
            new Case(Endpoint.IV, "SPY", t -> new IvQuery(null, t)),
            new Case(Endpoint.OPEN_INTEREST, "SPY", t -> new OpenInterestQuery(null, t)),
            new Case(Endpoint.UOA, "SPY", t -> new UoaQuery(null, t)),
            new Case(Endpoint.CHAIN, "SPY", t -> new ChainQuery(null, t)),
            new Case(Endpoint.GEX, "SPY", t -> new GexQuery(null, t)),
            new Case(Endpoint.RISK, "NVDA", t -> new RiskQuery(null, t)),
            new Case(Endpoint.MARKET_MEMORY, "SPY", t -> new MarketMemoryQuery(null, t)),
            new Case(Endpoint.SEASONALITY, "SPY", t -> new SeasonalityQuery(null, t)));

    @Test void randomTickersGiveAValidSymbolOrTheEndpointDefault() {
        Random r = new Random(20260302L);
        for (Case c : TICKER_ENDPOINTS) {
            assertEquals(c.def(), c.endpoint().defaultTicker().orElseThrow(), "documented default of " + c.endpoint());
            for (int i = 0; i < RUNS; i++) {
                String raw = randomString(r);
                ApiRequest req = c.query().apply(raw).request();
                String t = req.params().get("ticker").get(0);
                assertTrue(TICKER.matcher(t).matches(), c.endpoint() + ": '" + t + "' from '" + raw + "'");
                String cleaned = raw == null ? "" : raw.trim().toUpperCase(java.util.Locale.ROOT);
                if (TICKER.matcher(cleaned).matches()) assertEquals(cleaned, t);
                else {
                    assertEquals(c.def(), t, "fell back for '" + raw + "'");
                    if (raw != null && !raw.isBlank()) assertTrue(req.notes().stream().anyMatch(n -> n.contains("used the default")));
                }
            }
        }
    }

    @Test void randomBenchmarksFallBackToSpy() {
        Random r = new Random(7);
        for (int i = 0; i < RUNS; i++) {
            String b = new RiskQuery(null, "NVDA").benchmark(randomString(r)).request().params().get("benchmark").get(0);
            assertTrue(TICKER.matcher(b).matches(), b);
        }
        assertEquals("SPY", new RiskQuery(null, null).benchmark("way-too-long-symbol").request().params().get("benchmark").get(0));
    }

    /** A value that means something is clamped into the documented bounds; one that cannot (a negative range) is refused. */
    @Test void randomNumbersAreClampedIntoTheDocumentedRangesOrRefused() {
        Random r = new Random(11);
        for (int i = 0; i < RUNS; i++) {
            double range = switch (r.nextInt(5)) {
                case 0 -> Double.POSITIVE_INFINITY;
                case 1 -> -r.nextDouble() * 1e9;
                default -> r.nextGaussian() * 3;
            };
            if (range >= 0.01 && range <= 2.0) {
                double sent = Double.parseDouble(new GexQuery(null, "SPY").range(range).request().params().get("range_pct").get(0));
                assertEquals(range, sent, 1e-12, "range_pct sent as asked");
                double pct = Double.parseDouble(new GexQuery(null, "SPY").rangePct(range * 100).request().params().get("range_pct").get(0));
                assertEquals(range, pct, 1e-12, "rangePct(percent) sends the same fraction");
            } else {
                assertTrue(assertThrows(UsageException.class, () -> new GexQuery(null, "SPY").range(range)).getMessage().contains("fraction of spot, 0.01 to 2"));
                assertThrows(UsageException.class, () -> new GexQuery(null, "SPY").rangePct(range * 100));
            }
            int window = r.nextInt(), limit = r.nextInt();
            if (window >= 1) {
                int w = Integer.parseInt(new RiskQuery(null, null).window(window).request().params().get("window").get(0));
                assertTrue(w >= 5 && w <= 365);
            } else assertThrows(UsageException.class, () -> new RiskQuery(null, null).window(window));
            if (limit >= 1) {
                int l = Integer.parseInt(new UoaQuery(null, null).limit(limit).request().params().get("limit").get(0));
                assertTrue(l >= 10 && l <= 100);
            } else assertThrows(UsageException.class, () -> new UoaQuery(null, null).limit(limit));
        }
        assertThrows(UsageException.class, () -> new GexQuery(null, "SPY").range(Double.NaN));
    }

    @Test void randomTickerListsAreDeDuplicatedCappedOrRefusedBeforeSending() {
        Random r = new Random(99);
        for (int i = 0; i < RUNS; i++) {
            List<String> raw = new ArrayList<>();
            int n = r.nextInt(40);
            for (int k = 0; k < n; k++) raw.add(r.nextBoolean() ? "T" + r.nextInt(30) : randomString(r));
            try {
                List<String> sent = new PortfolioQuery(null, raw).request().forService().params().getOrDefault("tickers", List.of()); // what a remote request sends
                assertTrue(sent.size() >= 2 && sent.size() <= 20, sent.toString());
                assertEquals(sent.size(), sent.stream().distinct().count());
                sent.forEach(t -> assertTrue(TICKER.matcher(t).matches(), t));
            } catch (UsageException e) {
                assertTrue(e.getMessage().contains("at least two distinct valid tickers"), e.getMessage());
            }
        }
    }

    @Test void randomBooleansPeriodsAndDatesNeverCrash() {
        Random r = new Random(5);
        for (int i = 0; i < RUNS; i++) {
            String s = randomString(r);
            String word = s == null ? "" : s.trim().toLowerCase(java.util.Locale.ROOT);
            if (List.of("1", "true", "yes", "on", "0", "false", "no", "off").contains(word)) {
                String b = new UoaQuery(null, null).include0dte(s).request().params().get("include_0dte").get(0);
                assertEquals(List.of("1", "true", "yes", "on").contains(word) ? "true" : "false", b);
            } else {
                assertTrue(assertThrows(UsageException.class, () -> new UoaQuery(null, null).include0dte(s)).getMessage().contains("use true or false"));
            }
            try {
                String p = new RiskQuery(null, null).period(s).request().params().get("period").get(0);
                assertTrue(p.matches("\\d{1,4}[dwMy]|ytd|max"), p);
            } catch (UsageException e) {
                assertTrue(e.getMessage().contains("ytd or max"), e.getMessage());
            }
            try {
                new GexQuery(null, null).expiration(s == null ? "x" : s);
            } catch (UsageException e) {
                assertTrue(e.getMessage().contains("YYYY-MM-DD"));
            }
        }
    }

    @Test void refusalsSayWhatIsAccepted() {
        assertTrue(assertThrows(UsageException.class, () -> new GexQuery(null, null).basis("gamma")).getMessage()
                .contains("open_interest, volume, total_premium"));
        assertTrue(assertThrows(UsageException.class, () -> new MarketMemoryQuery(null, null).similarity("jaccard")).getMessage()
                .contains("cosine, dot, spearman, euclidean"));
        assertThrows(UsageException.class, () -> new MarketMemoryQuery(null, null).topN(0));
        assertThrows(UsageException.class, () -> new MarketMemoryQuery(null, null).minSeparation(-1));
        assertTrue(assertThrows(UsageException.class, () -> new PortfolioQuery(null, List.of("AAPL", "aapl", "!!")).request()).getMessage()
                .contains("got 1"));
        assertThrows(UsageException.class, () -> new ChainQuery(null, null).expiry("15/09/2023"));
    }

    @Test void equalQuestionsShareOneCanonicalForm() {
        assertEquals(new GexQuery(null, null).request().canonical(),
                new GexQuery(null, " spy ").basis("OPEN_INTEREST").range(1.0).request().canonical());
        assertEquals(new GexQuery(null, null).expiration("2023-09-22", "2023-09-15").request(),
                new GexQuery(null, null).expiration("2023-09-15", "2023-09-22", "2023-09-15").request());
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 30; i++) many.add("T" + i);
        ApiRequest all = new PortfolioQuery(null, many).request();
        assertEquals(30, all.params().getOrDefault("tickers", List.of()).size(), "the local engine has no cap");
        ApiRequest capped = all.forService();
        assertEquals(many.subList(0, 20), capped.params().getOrDefault("tickers", List.of()), "the service's cap: the first 20");
        assertTrue(capped.notes().stream().anyMatch(n -> n.contains("capped at 20")));
        assertTrue(new PortfolioQuery(null, many.subList(0, 20)).request().forService().notes().isEmpty());
    }
}
