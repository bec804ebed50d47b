package dev.oqa.bench;

import dev.oqa.internal.fetch.DataFetch;
import dev.oqa.internal.fetch.FetchReport;
import dev.oqa.internal.fetch.HttpManners;
import dev.oqa.internal.fetch.KeylessFormats;
import dev.oqa.internal.fetch.KeylessLoopback;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code oqa data fetch prices} for the 25 bundled tickers against a loopback server speaking Yahoo's chart format,
 * timed in one process: a first fetch into an empty folder (every file new), then a refresh of the same folder (the
 * answers equal what is held). The histories are REAL: the bundled adjusted closes, each ticker's whole history.
 * Prints the median, min and max of {@code rounds} rounds (after one warm-up round), in milliseconds.
 *
 * <pre>java -cp toolkit/target/classes:toolkit/target/test-classes:$(deps) dev.oqa.bench.FetchPricesBench [rounds]</pre>
 */
public final class FetchPricesBench {
    private FetchPricesBench() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        List<String> tickers = PriceLoader.available(DataSource.bundled()).stream().sorted().toList();
        Clock clock = Clock.fixed(Instant.parse("2026-08-04T22:00:00Z"), ZoneOffset.UTC);
        try (KeylessLoopback src = new KeylessLoopback()) {
            for (String t : tickers) {
                PriceSeries s = PriceLoader.load(DataSource.bundled(), t);
                long[] ts = new long[s.size()];
                Double[] adj = new Double[s.size()];
                for (int i = 0; i < s.size(); i++) { ts[i] = s.date(i).atTime(9, 30).atZone(ZoneId.of("America/New_York")).toEpochSecond(); adj[i] = s.price(i); }
                src.yahoo(t, KeylessLoopback.json(200, KeylessFormats.yahooChart(t, "America/New_York", ts, adj, adj, null)));
            }
            List<Long> first = new ArrayList<>(), refresh = new ArrayList<>();
            for (int r = 0; r <= rounds; r++) {
                Path dir = Files.createTempDirectory("oqa-fetch-bench");
                DataFetch f = DataFetch.into(dir, src.sources(), HttpManners.defaults().clock(clock));
                long t0 = System.nanoTime();
                FetchReport a = f.run(DataFetch.items("prices", tickers), null);
                long t1 = System.nanoTime();
                FetchReport b = f.run(DataFetch.items("prices", tickers), null);
                long t2 = System.nanoTime();
                if (a.exitCode() != 0 || b.exitCode() != 0) throw new IllegalStateException(a.text() + "\n" + b.text());
                if (r > 0) { first.add((t1 - t0) / 1_000_000); refresh.add((t2 - t1) / 1_000_000); }
                try (var w = Files.walk(dir)) { w.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
            }
            System.out.println(tickers.size() + " tickers, " + rounds + " rounds: first fetch " + stats(first) + "; refresh " + stats(refresh));
        }
    }

    private static String stats(List<Long> ms) {
        long[] v = ms.stream().mapToLong(Long::longValue).sorted().toArray();
        return String.format("median %d ms (min %d, max %d)", v[v.length / 2], v[0], v[v.length - 1]);
    }
}
