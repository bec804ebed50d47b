package dev.oqa.internal.local.options;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.math.ImpliedVol;
import dev.oqa.internal.math.OptionType;
import dev.oqa.model.LocalDataException;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.WeakHashMap;

/**
 * What every options view derives from a snapshot, computed once per snapshot and kept while the snapshot
 * is (weakly) alive:
 * <ul>
 *   <li>the spot to use (the file's, else the front parity forward);</li>
 *   <li>parity forwards per expiry ({@link Forwards}); an expiry without a call/put pair uses spot;</li>
 *   <li>our implied volatility per contract: Black on the bid/ask mid at the expiry's forward, r = 0 (no
 *       rate in the files; parity already puts carry in the forward, and discounting over weeks moves IV
 *       by far less than the bid/ask), time = calendar days from the valuation day / 365 (ACT/365,
 *       expiry and snapshot both near the 16:00 close), with the reason when there is none;</li>
 *   <li>the IV to re-price gamma with: the vendor's where the file has an IV column, ours where it has
 *       none (SPXW files). Vendor IV 0 stays 0: the vendor could not compute it.</li>
 * </ul>
 */
public final class ChainAnalytics {
    private static final Map<ChainSnapshot, ChainAnalytics> MEMO = new WeakHashMap<>();
    static final double DAYS_PER_YEAR = 365.0;
    /** Vendor IV flags: below 0.5%, above 300%, or off ours by more than 0.10 and 30%. */
    static final double IV_LOW = 0.005, IV_HIGH = 3.0, IV_FAR_ABS = 0.10, IV_FAR_REL = 0.30;

    private final ChainSnapshot chain;
    private final Forwards forwards;
    /** Per row, whether it is of its expiry's primary root; null when every row is ({@link ExpiryRoots}). */
    private final boolean[] primary;
    private final double spot;
    private final double[] ivForGamma;
    private final int vendorIvs;
    // Solved on first use: GEX on a chain whose file carries an IV for every row (Cboe) needs neither, and
    // the command line pays for what it computes at start-up.
    private volatile OwnIvs own;
    private volatile List<Slice> slices;

    /** Our IV per row, NaN with the reason where there is none. */
    private record OwnIvs(double[] iv, String[] reason) {}

    /**
     * One expiry: strikes ascending with the row of the call and of the put at each (−1 when absent), of the expiry's
     * primary root when it lists several ({@link ExpiryRoots}).
     */
    record Slice(LocalDate expiry, double forward, double[] strikes, int[] callRow, int[] putRow) {}

    private ChainAnalytics(ChainSnapshot chain) {
        this.chain = chain;
        this.primary = ExpiryRoots.primary(chain); // once: the forwards and the slices both read it
        this.forwards = Forwards.of(chain, primary);
        this.spot = Forwards.spotOrFrontForward(chain, forwards);
        if (!(spot > 0))
            throw new LocalDataException(chain.file() + ": no spot price and no call/put pair with two-sided quotes to infer one from");
        int n = chain.size();
        int vendor = 0;
        for (int i = 0; i < n; i++) if (!Double.isNaN(chain.iv(i))) vendor++;
        vendorIvs = vendor;
        ivForGamma = new double[n];
        // Cboe's zero (docs/DATA.md): a chain that carries the vendor's IVs gives none where the vendor computed none, and
        // such a contract adds no gamma, as in Perfiliev's method on the same file; only a source with no IVs at all (a
        // chain without greeks) is priced on ours. Whether the 0 arrived in a file or as a blank from a fetch, the
        // reader made it missing, so both routes give the same GEX.
        OwnIvs mine = vendor == 0 ? ownIvs() : null;
        for (int i = 0; i < n; i++) {
            double v = chain.iv(i);
            ivForGamma[i] = !Double.isNaN(v) ? v : mine == null || Double.isNaN(mine.iv[i]) ? 0 : mine.iv[i];
        }
    }

    private OwnIvs ownIvs() {
        OwnIvs o = own;
        if (o != null) return o;
        synchronized (this) {
            if (own != null) return own;
            int n = chain.size();
            double[] iv = new double[n];
            String[] reason = new String[n];
            for (int i = 0; i < n; i++) {
                double mid = chain.mid(i);
                if (!(mid > 0)) { iv[i] = Double.NaN; reason[i] = "no two-sided quote"; continue; }
                ImpliedVol.Outcome r = ImpliedVol.black(mid, forward(chain.expiryEpochDay(i)), chain.strike(i),
                        yearsToExpiry(chain.expiry(i)), OptionType.of(chain.isCall(i)));
                iv[i] = r.vol();
                reason[i] = r.reason();
            }
            return own = new OwnIvs(iv, reason);
        }
    }

    /** Every expiry of the snapshot, ascending (expired ones included; filter with {@link #liveExpirations}). */
    List<Slice> slices() {
        List<Slice> s = slices;
        if (s != null) return s;
        synchronized (this) {
            if (slices != null) return slices;
            Map<Integer, TreeMap<Double, int[]>> by = new TreeMap<>();
            for (int i = 0; i < chain.size(); i++) {
                if (primary != null && !primary[i]) continue;
                int[] rows = by.computeIfAbsent(chain.expiryEpochDay(i), k -> new TreeMap<>())
                        .computeIfAbsent(chain.strike(i), k -> new int[] {-1, -1});
                rows[chain.isCall(i) ? 0 : 1] = i;
            }
            List<Slice> out = new ArrayList<>();
            for (var e : by.entrySet()) {
                int m = e.getValue().size(), j = 0;
                double[] ks = new double[m];
                int[] c = new int[m], p = new int[m];
                for (var k : e.getValue().entrySet()) { ks[j] = k.getKey(); c[j] = k.getValue()[0]; p[j] = k.getValue()[1]; j++; }
                out.add(new Slice(LocalDate.ofEpochDay(e.getKey()), forward(e.getKey()), ks, c, p));
            }
            return slices = List.copyOf(out);
        }
    }

    /** Computes afresh, bypassing the memo (benchmarks). */
    static ChainAnalytics compute(ChainSnapshot chain) { return new ChainAnalytics(chain); }

    static ChainAnalytics of(ChainSnapshot chain) {
        synchronized (MEMO) {
            ChainAnalytics a = MEMO.get(chain);
            if (a != null) return a;
        }
        ChainAnalytics a = new ChainAnalytics(chain);
        synchronized (MEMO) { MEMO.put(chain, a); }
        return a;
    }

    ChainSnapshot chain() { return chain; }
    double spot() { return spot; }
    /** IV to re-price gamma with, per row. */
    double[] ivForGamma() { return ivForGamma; }
    /** True when the source has vendor IVs (Cboe files). */
    boolean hasVendorIv() { return vendorIvs > 0; }

    /** Our implied volatility of row {@code i}, NaN when there is none. */
    double iv(int i) { return ownIvs().iv[i]; }
    /** Why row {@code i} has no implied volatility, else null. */
    String ivReason(int i) { return ownIvs().reason[i]; }

    /** Parity forward of the expiry, or spot where the chain has no call/put pair there. */
    double forward(int expiryEpochDay) {
        double f = forwards.forward(expiryEpochDay);
        return f > 0 ? f : spot;
    }

    long days(LocalDate expiry) { return ChronoUnit.DAYS.between(chain.valuationDate(), expiry); }

    double yearsToExpiry(LocalDate expiry) { return Math.max(days(expiry), 0) / DAYS_PER_YEAR; }

    List<LocalDate> liveExpirations() {
        return chain.expirations().stream().filter(e -> !e.isBefore(chain.valuationDate())).toList();
    }

    /** A flag when the vendor IV of row {@code i} looks wrong, else null. */
    String vendorIvFlag(int i) {
        double v = chain.iv(i);
        if (Double.isNaN(v) || v == 0) return null; // 0 = vendor computed none, not an outlier
        if (v < IV_LOW) return "vendor IV below 0.5%";
        if (v > IV_HIGH) return "vendor IV above 300%";
        double ours = iv(i);
        if (!Double.isNaN(ours) && Math.abs(v - ours) > IV_FAR_ABS && Math.abs(v - ours) > IV_FAR_REL * ours)
            return "vendor IV far from ours (" + pct(v) + " vs " + pct(ours) + ")";
        return null;
    }

    static String pct(double v) { return String.format(Locale.ROOT, "%.1f%%", v * 100); }
}
