package dev.oqa.internal.local.options;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.model.Basis;
import dev.oqa.model.Json;
import dev.oqa.model.data.OpenInterestData;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * Open interest, volume or traded premium by strike and by expiry ({@code /options/open-interest}), in
 * OpenBB's record shape (its options chains properties): each record has {@code calls}, {@code puts}, {@code total},
 * {@code net_percent} (= total / grand total × 100) and {@code pcr} (= puts / calls, 4 dp, null when calls
 * are 0), keyed by {@code strike} or {@code expiration}. Basis: open interest (contracts), volume
 * (contracts) or total premium (volume × mid × 100 dollars, last sale without a quote). Both summaries
 * cover the same contracts: live expiries, the {@code expiration} filter, and strikes within
 * {@code spot·(1 ± range_pct)}.
 */
final class ActivitySummary {
    private ActivitySummary() {}

    static Computed<OpenInterestData> compute(String ticker, ChainAnalytics a, Basis basis, Set<Integer> expiries, double rangePct) {
        ChainSnapshot c = a.chain();
        double spot = a.spot(), lo = spot * (1 - rangePct) * (1 - 1e-12), hi = spot * (1 + rangePct) * (1 + 1e-12);
        TreeMap<Double, double[]> byStrike = new TreeMap<>();
        TreeMap<Integer, double[]> byExpiry = new TreeMap<>();
        double grand = 0;
        for (int i = 0; i < c.size(); i++) {
            if (!expiries.contains(c.expiryEpochDay(i))) continue;
            double k = c.strike(i);
            if (k < lo || k > hi) continue;
            double w = GexCalculator.weight(c, i, basis);
            if (!(w > 0)) continue;
            int side = c.isCall(i) ? 0 : 1;
            byStrike.computeIfAbsent(k, x -> new double[2])[side] += w;
            byExpiry.computeIfAbsent(c.expiryEpochDay(i), x -> new double[2])[side] += w;
            grand += w;
        }
        ArrayNode strikes = Json.MAPPER.createArrayNode(), exps = Json.MAPPER.createArrayNode();
        for (var e : byStrike.entrySet()) record(strikes.addObject().put("strike", e.getKey()), e.getValue(), grand);
        for (var e : byExpiry.entrySet())
            record(exps.addObject().put("expiration", LocalDate.ofEpochDay(e.getKey()).toString()), e.getValue(), grand);
        List<String> notes = List.of("by strike and expiry: " + basis.wire() + (basis == Basis.TOTAL_PREMIUM ? " (volume × mid × 100 dollars)" : " (contracts)")
                + "; net_percent = total / grand total × 100; pcr = puts / calls");
        return new Computed<>(new OpenInterestData(ticker, spot, basis.wire(), strikes, exps), notes);
    }

    private static void record(ObjectNode o, double[] cp, double grand) {
        double total = cp[0] + cp[1];
        o.put("calls", cp[0]);
        o.put("puts", cp[1]);
        o.put("total", total);
        o.put("net_percent", grand > 0 ? Math.round(total / grand * 100 * 1e4) / 1e4 : 0);
        if (cp[0] > 0) o.put("pcr", Math.round(cp[1] / cp[0] * 1e4) / 1e4); else o.putNull("pcr");
    }
}
