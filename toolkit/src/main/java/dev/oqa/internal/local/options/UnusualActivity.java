package dev.oqa.internal.local.options;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.OptionRoots;
import dev.oqa.model.data.UoaData;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Unusual options activity ({@code /options/uoa}) from one snapshot, Barchart's inclusion rule:
 * volume &gt; 500, open interest &gt; 100, last &gt; 0.10 (the mid when the source has no last sale) and
 * volume/OI ≥ 1.25 (volume above open interest suggests new positions, not their direction). Ranked by
 * volume/OI, then traded premium. {@code details} says which thresholds each contract passed. Sweep and
 * block labels need trade-level (OPRA) data, which a chain snapshot does not have; they are never guessed,
 * and every record says so. Zero-days-to-expiry contracts (expiring on the valuation day) are left out
 * unless {@code include_0dte}.
 */
final class UnusualActivity {
    private UnusualActivity() {}

    static final double MIN_VOLUME = 500, MIN_OI = 100, MIN_PRICE = 0.10, MIN_VOL_OI = 1.25;
    static final String NO_SWEEPS = "sweep/block labels need trade-level data (not in a chain snapshot)";

    static Computed<UoaData> compute(String ticker, ChainAnalytics a, boolean include0dte, int limit) {
        ChainSnapshot c = a.chain();
        long today = c.valuationDate().toEpochDay();
        List<UoaData.Trade> hits = new ArrayList<>();
        int zeroDte = 0;
        for (int i = 0; i < c.size(); i++) {
            if (c.expiryEpochDay(i) < today) continue;
            double vol = c.volume(i), oi = c.openInterest(i);
            double last = c.last(i) > 0 ? c.last(i) : c.mid(i);
            if (!(vol > MIN_VOLUME && oi > MIN_OI && last > MIN_PRICE)) continue;
            double ratio = vol / oi;
            if (ratio < MIN_VOL_OI) continue;
            if (c.expiryEpochDay(i) == today && !include0dte) { zeroDte++; continue; }
            double premium = GexCalculator.premium(c, i);
            String details = String.format(Locale.ROOT,
                    "vol/OI %.2f ≥ %.2f; volume %,.0f > %.0f; OI %,.0f > %.0f; %s %.2f > %.2f; premium $%,.0f; %s",
                    ratio, MIN_VOL_OI, vol, MIN_VOLUME, oi, MIN_OI, c.last(i) > 0 ? "last" : "mid", last, MIN_PRICE, premium, NO_SWEEPS);
            // SPX and SPXW share strikes and expiries: a second root is named, so two hits at one strike read apart
            String root = OptionRoots.of(c.contract(i));
            if (root != null && !root.equals(ticker)) details += "; root " + root;
            double iv = a.iv(i) > 0 ? a.iv(i) : (c.iv(i) > 0 ? c.iv(i) : Double.NaN);
            hits.add(new UoaData.Trade(c.strike(i), c.isCall(i) ? "CALL" : "PUT", vol, details, c.expiry(i).toString(), oi,
                    round(ratio, 4), Math.round(premium * 100) / 100.0, last, Double.isNaN(iv) ? null : round(iv, 6), round(ratio, 4)));
        }
        hits.sort(Comparator.comparing(UoaData.Trade::score).reversed().thenComparing(Comparator.comparing(UoaData.Trade::premium).reversed()));
        List<UoaData.Trade> top = List.copyOf(hits.subList(0, Math.min(limit, hits.size())));
        List<String> notes = new ArrayList<>();
        notes.add(String.format(Locale.ROOT, "Barchart rule: volume > %.0f, OI > %.0f, last > %.2f, vol/OI ≥ %.2f; %d of %d contracts qualify",
                MIN_VOLUME, MIN_OI, MIN_PRICE, MIN_VOL_OI, hits.size(), c.size()));
        notes.add(NO_SWEEPS);
        if (zeroDte > 0) notes.add(zeroDte + " qualifying 0DTE contracts left out (include_0dte=false)");
        return new Computed<>(new UoaData(ticker, a.spot(), include0dte, top), notes);
    }

    private static double round(double v, int dp) { double m = Math.pow(10, dp); return Math.round(v * m) / m; }
}
