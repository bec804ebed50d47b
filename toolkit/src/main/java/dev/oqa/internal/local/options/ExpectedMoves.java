package dev.oqa.internal.local.options;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.model.Json;
import dev.oqa.model.data.ExpectedMoveData;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Expected move per expiry ({@code /options/expected-move}), full-straddle convention (docs/METHODS.md, expected move):
 * {@code move} = the at-the-money-forward straddle, call mid + put mid, interpolated linearly in strike
 * between the two strikes that bracket the parity forward (our choice; it equals the nearest-strike value
 * at a strike). Bands are centred on the forward, the market's expected price at expiry (for SPY before
 * an ex-date it sits under spot): {@code upper = F + move}, {@code lower = F − move}. {@code move_pct} is
 * the move in percent of spot. Only strikes within {@code spot·(1 ± range_pct)} may bracket; an expiry
 * without a two-sided call and put on both bracketing strikes (or on the strike equal to the forward) is
 * left out. Expired expiries are left out; 0DTE is kept.
 */
final class ExpectedMoves {
    private ExpectedMoves() {}

    static Computed<ExpectedMoveData> compute(String ticker, ChainAnalytics a, double rangePct) {
        double spot = a.spot();
        double lo = spot * (1 - rangePct) * (1 - 1e-12), hi = spot * (1 + rangePct) * (1 + 1e-12);
        var chain = a.chain();
        List<ExpectedMoveData.Term> term = new ArrayList<>();
        ArrayNode table = Json.MAPPER.createArrayNode();
        int skipped = 0;
        for (ChainAnalytics.Slice sl : a.slices()) {
            if (sl.expiry().isBefore(chain.valuationDate())) continue;
            double f = sl.forward();
            double straddle = Double.NaN;
            double[] ks = sl.strikes();
            for (int j = 0; j < ks.length; j++) {
                if (ks[j] < f) continue;
                double s2 = straddle(chain, sl, j);
                if (ks[j] == f) { straddle = s2; break; }
                if (j == 0) break;
                double s1 = straddle(chain, sl, j - 1);
                if (ks[j - 1] < lo || ks[j] > hi) break;
                straddle = s1 + (s2 - s1) * (f - ks[j - 1]) / (ks[j] - ks[j - 1]);
                break;
            }
            if (!(straddle > 0)) { skipped++; continue; }
            long days = a.days(sl.expiry());
            double pct = straddle / spot * 100;
            term.add(new ExpectedMoveData.Term(sl.expiry().toString(), r4(straddle), r4(f + straddle), r4(f - straddle),
                    r4(pct), r4(straddle), r4(f), (int) days));
            ObjectNode row = table.addObject();
            row.put("Expiry", sl.expiry().toString());
            row.put("DTE", days);
            row.put("Forward", r2(f));
            row.put("Straddle", r2(straddle));
            row.put("Move", String.format(Locale.ROOT, "±%.2f (±%.2f%%)", straddle, pct));
            row.put("Lower", r2(f - straddle));
            row.put("Upper", r2(f + straddle));
        }
        List<String> notes = new ArrayList<>();
        notes.add("expected move = ATM-forward straddle (call mid + put mid), linear between bracketing strikes; bands = forward ± move");
        if (skipped > 0) notes.add(skipped + " expiries without two-sided call and put quotes around the forward were left out");
        return new Computed<>(new ExpectedMoveData(ticker, spot, rangePct, List.copyOf(term), table), notes);
    }

    private static double straddle(ChainSnapshot c, ChainAnalytics.Slice sl, int j) {
        int cr = sl.callRow()[j], pr = sl.putRow()[j];
        if (cr < 0 || pr < 0) return Double.NaN;
        return c.mid(cr) + c.mid(pr);
    }

    static double r4(double v) { return Math.round(v * 1e4) / 1e4; }
    static double r2(double v) { return Math.round(v * 100) / 100.0; }
}
