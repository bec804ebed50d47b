package dev.oqa.internal.fetch;

import static dev.oqa.internal.fetch.KeylessLoopback.json;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.fetch.FetchRow.Outcome;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a refresh may change and what it keeps: a replaced history kept as a dated backup, the rate file merged month by
 * month. Closes REAL (bundled SPY); the re-adjustment and the rate values' revision are SYNTHETIC, said where made;
 * the TB3MS months are the real ones of 2025-11 to 2026-01.
 */
class FolderGuaranteesTest {
    private static final Instant NOW = Instant.parse("2026-08-04T22:00:00Z");
    @TempDir Path tmp;
    private KeylessLoopback src;

    @BeforeEach void start() throws IOException { src = new KeylessLoopback(); }

    @AfterEach void stop() { src.close(); }

    private Path data() { return tmp.resolve("data"); }

    private FetchReport run(List<DataFetch.Item> items) {
        return DataFetch.into(data(), src.sources(), HttpManners.defaults().clock(Clock.fixed(NOW, ZoneOffset.UTC))).run(items, null);
    }

    private static String chart(PriceSeries s, double scaleBeforeLast) {
        long[] ts = new long[s.size()];
        Double[] adj = new Double[s.size()];
        for (int i = 0; i < s.size(); i++) {
            ts[i] = s.date(i).atTime(9, 30).atZone(ZoneId.of("America/New_York")).toEpochSecond();
            adj[i] = i < s.size() - 1 ? s.price(i) * scaleBeforeLast : s.price(i);
        }
        return KeylessFormats.yahooChart("SPY", "America/New_York", ts, adj, adj, null);
    }

    @Test void aReAdjustedHistoryReplacesTheFileAndTheOldOneIsKeptAsADatedBackup() throws IOException {
        PriceSeries spy = PriceLoader.load(DataSource.bundled(), "SPY").between(LocalDate.of(2026, 1, 1), null);
        src.yahoo("SPY", json(200, chart(spy, 1)), json(200, chart(spy, 0.99))); // SYNTHETIC: a 1% dividend before the last day
        run(DataFetch.items("prices", List.of("SPY")));
        byte[] before = Files.readAllBytes(data().resolve("prices/SPY.csv.gz"));
        FetchRow r = run(DataFetch.items("prices", List.of("SPY"))).rows().get(0);
        assertEquals(Outcome.REPLACED, r.outcome(), r.toString());
        Path backup = data().resolve("backup/prices/SPY_20260804T220000Z.csv.gz");
        assertTrue(r.note().endsWith("the file before is kept as backup/prices/SPY_20260804T220000Z.csv.gz"), r.note());
        assertArrayEquals(before, Files.readAllBytes(backup));
        assertEquals(spy.size(), PriceLoader.load(DataSource.folder(data()), "SPY").size());
        assertEquals(spy.price(0) * 0.99, PriceLoader.load(DataSource.folder(data()), "SPY").price(0), 1e-9);
        try (Stream<String> names = DataSource.folder(data()).list("prices").stream()) {
            assertEquals(List.of("SPY.csv"), names.toList(), "the backup is not read as a ticker");
        }
    }

    @Test void theRateFileKeepsMonthsTheAnswerLacksAndBacksUpARevision() throws IOException {
        src.fred(KeylessLoopback.csv(KeylessFormats.fredCsv("observation_date", "2025-11-01,3.78", "2025-12-01,3.59", "2026-01-01,3.57")),
                KeylessLoopback.csv(KeylessFormats.fredCsv("observation_date", "2025-12-01,3.61", "2026-01-01,3.57", "2026-02-01,3.55", "2026-12-01,9.99")));
        assertEquals(Outcome.NEW, run(List.of(DataFetch.rates())).rows().get(0).outcome());
        FetchRow r = run(List.of(DataFetch.rates())).rows().get(0); // SYNTHETIC: December revised, February added, December 2026 in the future
        assertEquals(Outcome.REPLACED, r.outcome(), r.toString());
        assertEquals("left out 1 month after 2026-08-05, dated in the future; the source revised 1 month held;"
                + " the file before is kept as backup/macro/FRED_TB3MS_20260804T220000Z.csv", r.note());
        assertEquals("date,tb3ms\n2025-11-01,3.78\n2025-12-01,3.61\n2026-01-01,3.57\n2026-02-01,3.55\n", Files.readString(data().resolve("macro/FRED_TB3MS.csv")));
        assertEquals("date,tb3ms\n2025-11-01,3.78\n2025-12-01,3.59\n2026-01-01,3.57\n",
                Files.readString(data().resolve("backup/macro/FRED_TB3MS_20260804T220000Z.csv")));
        assertEquals(Outcome.UNCHANGED, run(List.of(DataFetch.rates())).rows().get(0).outcome());
    }
}
