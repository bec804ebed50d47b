package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.MarketMemoryData;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Uses a SYNTHETIC series where the last 30 days repeat, scaled, the shape of days 100..129. */
class MarketMemoryTest {
    private static final LocalDate START = LocalDate.of(2010, 1, 4);
    @TempDir Path dir;

    private QuantEngine planted() {
        double[] p = SyntheticPrices.walk(3, 600, 0.01);
        int k = 30, from = 100;
        for (int i = 0; i < k; i++) p[600 - k + i] = p[600 - k] * p[from + i] / p[from];
        SyntheticPrices.write(dir, "SYN", START, p);
        return new QuantEngine(DataSource.folder(dir), null);
    }

    private static ApiRequest mm(String similarity, int minSep) {
        return ApiRequest.to(Endpoint.MARKET_MEMORY).param("ticker", "SYN").param("similarity", similarity).param("min_separation", minSep).build();
    }

    @Test void findsThePlantedShapeFirstForEverySimilarity() {
        QuantEngine e = planted();
        for (String sim : MarketMemory.SIMILARITIES) {
            MarketMemoryData d = e.marketMemory(mm(sim, 0)).data();
            assertEquals(5, d.matches().size(), sim);
            MarketMemoryData.Match best = d.matches().get(0);
            if (sim.equals("dot")) {
                // dot is scale-sensitive: the planted window scores ||k||^2 and the best scores at least that
                double kk = 0;
                double k0 = d.kernelPrices().get(0).get("value").asDouble();
                for (var v : d.kernelPrices()) kk += Math.pow(v.get("value").asDouble() / k0 - 1, 2);
                assertTrue(best.score() >= kk - 1e-9, "dot " + best.score() + " < " + kk);
                continue;
            }
            assertEquals(SyntheticPrices.day(START, 100).toString(), best.start(), sim);
            assertEquals(sim.equals("euclidean") ? 0.0 : 1.0, best.score(), 1e-9, sim);
            assertEquals(30, best.matchPrices().size());
            assertEquals(30, best.trailingPrices().size());
            assertEquals(SyntheticPrices.day(START, 130).toString(), best.trailingPrices().get(0).get("date").asText());
        }
    }

    @Test void matchesNeverOverlapTheKernelAndKeepTheirSeparation() {
        MarketMemoryData d = planted().marketMemory(mm("cosine", 20)).data();
        String kernelStart = d.kernelPrices().get(0).get("date").asText();
        List<LocalDate> starts = new ArrayList<>();
        for (var m : d.matches()) {
            assertTrue(m.end().compareTo(kernelStart) < 0, m.end() + " overlaps the kernel from " + kernelStart);
            starts.add(LocalDate.parse(m.start()));
        }
        PriceSeries s = PriceLoader.load(DataSource.folder(dir), "SYN");
        for (int i = 0; i < starts.size(); i++)
            for (int j = i + 1; j < starts.size(); j++) {
                int a = s.indexOf((int) starts.get(i).toEpochDay()), b = s.indexOf((int) starts.get(j).toEpochDay());
                assertTrue(Math.abs(a - b) >= 20, "matches " + a + " and " + b + " are closer than min_separation");
            }
        for (int i = 1; i < d.matches().size(); i++) assertTrue(d.matches().get(i - 1).score() >= d.matches().get(i).score());
    }

    @Test void spearmanScoreIsSmilesRankCorrelation() {
        MarketMemoryData d = new QuantEngine(DataSource.bundled(), null).marketMemory(
                ApiRequest.to(Endpoint.MARKET_MEMORY).param("similarity", "spearman").param("kernel_size", 20).build()).data();
        double[] k = d.kernelPrices().findValues("value").stream().mapToDouble(n -> n.asDouble()).toArray();
        var m = d.matches().get(0);
        double[] x = m.matchPrices().findValues("value").stream().mapToDouble(n -> n.asDouble()).toArray();
        assertEquals(smile.math.MathEx.spearman(x, k), m.score(), 1e-12);
    }

    @Test void centredRanksGiveSmilesSpearmanWithTies() {
        double[] x = {1, 2, 2, 3, 5, 5, 5, 0}, y = {2, 1, 4, 4, 9, 3, 3, 7};
        double[] rx = MarketMemory.centredRanks(x, 0, 8), ry = MarketMemory.centredRanks(y, 0, 8);
        org.junit.jupiter.api.Assertions.assertArrayEquals(new double[] {-2.5, -1, -1, 0.5, 2.5, 2.5, 2.5, -3.5}, rx, 0);
        double rho = smile.math.MathEx.dot(rx, ry) / Math.sqrt(smile.math.MathEx.dot(rx, rx) * smile.math.MathEx.dot(ry, ry));
        assertEquals(smile.math.MathEx.spearman(x, y), rho, 1e-14);
    }

    @Test void slidingRankScanEqualsSmilesSpearmanOnEveryWindowEvenWithTies() {
        double[] p = SyntheticPrices.walk(5, 400, 0.01);
        for (int i = 0; i < p.length; i++) p[i] = Math.round(p[i]); // whole-number prices: many ties
        for (int k : new int[] {5, 30}) {
            double[] sc = MarketMemory.scores(p, k, MarketMemory.SPEARMAN);
            double[] kernel = java.util.Arrays.copyOfRange(p, p.length - k, p.length);
            for (int st = 0; st < sc.length; st++) {
                double expected = smile.math.MathEx.spearman(java.util.Arrays.copyOfRange(p, st, st + k), kernel);
                if (Double.isNaN(expected)) assertTrue(Double.isNaN(sc[st]));
                else assertEquals(expected, sc[st], 1e-12, "window " + st + " k " + k);
            }
        }
    }

    @Test void kernelAndTopNAreClampedAndUnknownSimilarityIsRejected() {
        QuantEngine e = planted();
        var a = e.marketMemory(ApiRequest.to(Endpoint.MARKET_MEMORY).param("ticker", "SYN").param("kernel_size", 2).param("top_n", 500).build());
        assertEquals(5, a.data().kernelPrices().size());
        assertEquals(50, a.data().matches().size());
        assertTrue(a.provenance().notes().stream().anyMatch(n -> n.contains("kernel_size 2 clamped to 5")));
        var ex = assertThrows(UsageException.class, () -> e.marketMemory(mm("manhattan", 0)));
        assertTrue(ex.getMessage().contains("cosine, dot, spearman, euclidean"));
    }
}
