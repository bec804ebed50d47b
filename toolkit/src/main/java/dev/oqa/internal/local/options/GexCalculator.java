package dev.oqa.internal.local.options;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.math.Black;
import dev.oqa.internal.math.BusinessDays;
import dev.oqa.internal.math.GaussianSweep;
import dev.oqa.internal.math.Normal;
import dev.oqa.model.Basis;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.StrikeValue;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Dealer gamma exposure ({@code /greeks/gex}) of one chain snapshot.
 *
 * <h2>Conventions</h2>
 * <ul>
 *   <li><b>Units and sign</b> (SqueezeMetrics, Perfiliev): net GEX in dollars per 1% move of the underlying,
 *       {@code Γ·OI·100·S²·0.01} per contract; calls count positive and puts negative, because dealers are
 *       assumed long the calls investors overwrite and short the puts investors buy.</li>
 *   <li><b>Γ</b>: the vendor's gamma from the file when the file has one (Cboe's model, per 1 point);
 *       otherwise Black-Scholes gamma at spot on the contract's IV with r = q = 0 and Perfiliev's time to
 *       expiry (below). A contract with neither has no gamma.</li>
 *   <li><b>Basis</b> ({@code basis_column}): the position size per contract. {@code open_interest}: OCC
 *       open interest (contracts); {@code volume}: the session's traded contracts; {@code total_premium}:
 *       the session's traded premium in dollars, {@code volume × mid × 100} (last sale when there is no
 *       two-sided quote). For the two contract bases the value is {@code Γ·n·100·S²·0.01}
 *       ({@code dw_column = gex_usd_per_1pct}); for premium it is {@code Γ·premium·S·0.01}, the change of
 *       delta per 1% move of each traded premium dollar ({@code dw_column = premium_weighted_gex_per_1pct}),
 *       an activity gauge rather than a hedge size.</li>
 *   <li><b>Expired contracts</b> (expiry before the valuation day, the snapshot's calendar day) are dropped;
 *       for a weekday snapshot that is "expiration &lt; quote date", for a weekend snapshot it also drops the
 *       Friday expiries that the file still lists.</li>
 *   <li><b>range_pct</b>: {@code series} and the walls use strikes with {@code |K − S| ≤ range_pct·S} (with a 1e-12 relative allowance so that
 *       85 is inside 100 ± 15% despite binary rounding). The
 *       zero-gamma sweep uses every contract of the selected expirations, whatever its strike, as
 *       Perfiliev's profile does: far strikes gain gamma when the hypothetical spot moves towards them.</li>
 *   <li><b>series</b>: {@code gamma} = net GEX by strike; {@code cumulative_scaled} = running sum of it from
 *       the lowest strike, divided by its largest absolute value (so in [−1, 1]; its sign change is NOT the
 *       gamma flip, see docs/METHODS.md, GEX); {@code smoothed} = Nadaraya–Watson average of {@code gamma} with a
 *       Gaussian kernel of bandwidth 0.5% of spot (cut at 4 bandwidths).</li>
 *   <li><b>highlight_strikes</b> (SpotGamma definitions, no above/below-spot restriction, within range_pct):
 *       {@code call_wall} = strike with the largest call GEX, {@code put_wall} = strike with the largest
 *       |put GEX|, {@code absolute_gamma_strike} = largest |call| + |put|, {@code zero_gamma} = zero_level.
 *       A level that does not exist is null.</li>
 *   <li><b>zero_level</b>: Perfiliev's re-pricing method exactly (docs/METHODS.md): spots
 *       {@code linspace(0.8·S, 1.2·S, 60)}; at each, Black-Scholes gamma of every contract on its own IV with
 *       r = q = 0 and {@code T = busday_count(valuation day, expiry)/262} (Mon–Fri, no holidays; 0 business
 *       days gives 1/262); contracts with IV 0 or missing contribute nothing; total = Σcalls − Σputs; the
 *       first sign change is interpolated as {@code pos − (pos − neg)·posGamma/(posGamma − negGamma)}.
 *       Null when the profile never changes sign.</li>
 * </ul>
 */
public final class GexCalculator {
    private GexCalculator() {}

    /** Perfiliev's business days per year for time to expiry. */
    public static final double BUSINESS_DAYS_PER_YEAR = 262.0;
    public static final int ZERO_GRID_POINTS = 60;
    public static final double ZERO_GRID_LOW = 0.8, ZERO_GRID_HIGH = 1.2;
    /**
     * The fewest levels re-priced at a time; a smaller chain takes more, so that each block is still enough work
     * ({@link GaussianSweep#PARALLEL_THRESHOLD}) to split over the cores as the whole grid was.
     */
    static final int ZERO_BLOCK = 16;
    /** Gaussian smoothing bandwidth as a fraction of spot. */
    public static final double SMOOTHING_BANDWIDTH = 0.005;
    public static final String CALL_WALL = "call_wall", PUT_WALL = "put_wall",
            ABSOLUTE_GAMMA = "absolute_gamma_strike", ZERO_GAMMA = "zero_gamma";
    private static final double CONTRACT_SIZE = 100.0, ONE_PCT = 0.01;

    /** GEX in dollars per 1% move of one position: {@code Γ·contracts·100·S²·0.01} (unsigned). */
    public static double gexPer1Pct(double gamma, double contracts, double spot) {
        return gamma * contracts * CONTRACT_SIZE * spot * spot * ONE_PCT;
    }

    /** Perfiliev's time to expiry in years: business days / 262, with 0 business days counted as 1/262. */
    public static double timeToExpiry(LocalDate valuation, LocalDate expiry) {
        long d = BusinessDays.count(valuation, expiry);
        return (d == 0 ? 1 : d) / BUSINESS_DAYS_PER_YEAR;
    }

    /** {@code linspace(0.8·S, 1.2·S, 60)} as numpy computes it. */
    public static double[] zeroGrid(double spot) {
        double lo = ZERO_GRID_LOW * spot, hi = ZERO_GRID_HIGH * spot;
        double[] out = new double[ZERO_GRID_POINTS];
        double step = (hi - lo) / (ZERO_GRID_POINTS - 1);
        for (int i = 0; i < out.length; i++) out[i] = lo + i * step;
        out[out.length - 1] = hi;
        return out;
    }

    /**
     * Perfiliev's zero crossing: first index where {@code sign(total)} changes, then
     * {@code zero = pos − (pos − neg)·posGamma/(posGamma − negGamma)}, neg = at the index, pos = at index+1.
     * Null when the sign never changes.
     */
    public static Double perfilievZero(double[] levels, double[] totals) {
        if (levels.length != totals.length) throw new IllegalArgumentException("levels and totals differ in length");
        for (int i = 0; i + 1 < totals.length; i++) {
            if (Math.signum(totals[i]) != Math.signum(totals[i + 1])) {
                double negStrike = levels[i], posStrike = levels[i + 1];
                double negGamma = totals[i], posGamma = totals[i + 1];
                return posStrike - (posStrike - negStrike) * posGamma / (posGamma - negGamma);
            }
        }
        return null;
    }

    /**
     * @param ticker    sanitised ticker for the answer
     * @param requested requested expirations, empty for all
     * @param ivs       IV per contract row to re-price with (vendor IV, or ours where the source has none);
     *                  0 or NaN = none
     */
    public static Computed<GexData> compute(String ticker, ChainSnapshot s, double spot, Basis basis, List<LocalDate> requested,
                                 double rangePct, double[] ivs) {
        if (!(spot > 0)) throw new IllegalArgumentException("spot must be positive, got " + spot);
        LocalDate valuation = s.valuationDate();
        List<LocalDate> live = s.expirations().stream().filter(e -> !e.isBefore(valuation)).toList();
        for (LocalDate r : requested)
            if (!live.contains(r))
                throw new UsageException("expiration " + r + " is not in the " + s.underlying() + " snapshot of " + s.quoteDate()
                        + (s.expirations().contains(r) ? " (it expired before the snapshot was taken)" : "")
                        + "; available: " + live.stream().map(LocalDate::toString).collect(Collectors.joining(", ")));
        // selected expiries as sorted epoch days, with Perfiliev's time to each: no boxing in the row loop
        int[] selected = (requested.isEmpty() ? live : requested).stream().mapToInt(e -> (int) e.toEpochDay()).sorted().distinct().toArray();
        double[] tSelected = new double[selected.length];
        for (int j = 0; j < selected.length; j++) tSelected[j] = timeToExpiry(valuation, LocalDate.ofEpochDay(selected[j]));

        int n = s.size();
        double lo = spot * (1 - rangePct) * (1 - 1e-12), hi = spot * (1 + rangePct) * (1 + 1e-12);
        StrikeSlots slot = new StrikeSlots(n);
        double[] strikes = new double[64], callG = new double[64], putG = new double[64];
        int ns = 0;
        // zero-sweep inputs, packed
        double[] lnK = new double[n], vol = new double[n], coef = new double[n];
        int m = 0, vendorGamma = 0, modelGamma = 0, noGamma = 0, expired = 0;
        long valuationDay = valuation.toEpochDay();
        for (int i = 0; i < n; i++) {
            int e = s.expiryEpochDay(i);
            if (e < valuationDay) { expired++; continue; }
            int sel = Arrays.binarySearch(selected, e);
            if (sel < 0) continue;
            double t = tSelected[sel];
            double w = weight(s, i, basis);
            if (!(w > 0)) continue;
            double k = s.strike(i), sign = s.isCall(i) ? 1.0 : -1.0;
            double iv = ivs == null ? s.iv(i) : ivs[i];
            if (iv > 0) { // re-pricing input: Γ(L)·w·100·L²·0.01 = φ(d1)·w·L/(σ√T)  (premium basis: φ(d1)·w·0.01/(σ√T))
                double sd = iv * Math.sqrt(t);
                lnK[m] = Math.log(k);
                vol[m] = sd;
                coef[m] = sign * w * Normal.INV_SQRT_2PI / sd;
                m++;
            }
            if (k < lo || k > hi) continue;
            double g = s.gamma(i);
            if (!Double.isNaN(g)) vendorGamma++;
            else if (iv > 0) { g = Black.gamma(spot, k, iv, t, 0, 0); modelGamma++; }
            else { noGamma++; continue; }
            double value = basis == Basis.TOTAL_PREMIUM ? g * w * spot * ONE_PCT : gexPer1Pct(g, w, spot);
            int j = slot.indexOf(k, ns);
            if (j == ns) {
                if (j == callG.length) { strikes = Arrays.copyOf(strikes, j * 2); callG = Arrays.copyOf(callG, j * 2); putG = Arrays.copyOf(putG, j * 2); }
                strikes[j] = k;
                ns++;
            }
            if (sign > 0) callG[j] += value; else putG[j] -= value;
        }

        Integer[] order = new Integer[ns];
        for (int j = 0; j < ns; j++) order[j] = j;
        double[] firstSeen = strikes;
        Arrays.sort(order, (a, b) -> Double.compare(firstSeen[a], firstSeen[b]));
        double[] ks = new double[ns], net = new double[ns], call = new double[ns], put = new double[ns];
        for (int j = 0; j < ns; j++) {
            int o = order[j];
            ks[j] = strikes[o];
            call[j] = callG[o];
            put[j] = putG[o];
            net[j] = call[j] + put[j];
        }

        Map<String, List<StrikeValue>> series = new LinkedHashMap<>();
        series.put(GexData.GAMMA, points(ks, net));
        series.put(GexData.CUMULATIVE_SCALED, points(ks, cumulativeScaled(net)));
        series.put(GexData.SMOOTHED, points(ks, gaussianSmooth(ks, net, SMOOTHING_BANDWIDTH * spot)));

        Double zero = zeroLevel(zeroGrid(spot), lnK, vol, coef, m, basis != Basis.TOTAL_PREMIUM);

        Map<String, Double> highlights = new LinkedHashMap<>();
        highlights.put(CALL_WALL, argMax(ks, call, false));
        highlights.put(PUT_WALL, argMax(ks, put, true));
        double[] abs = new double[ns];
        for (int j = 0; j < ns; j++) abs[j] = Math.abs(call[j]) + Math.abs(put[j]);
        highlights.put(ABSOLUTE_GAMMA, argMax(ks, abs, false));
        highlights.put(ZERO_GAMMA, zero);

        List<String> included = Arrays.stream(selected).mapToObj(d -> LocalDate.ofEpochDay(d).toString()).toList();
        List<String> sel = requested.isEmpty() ? List.of("all") : requested.stream().map(LocalDate::toString).toList();
        GexData data = new GexData(ticker, spot, basis.wire(), rangePct, included, sel, zero, series, highlights,
                basis.wire(), basis == Basis.TOTAL_PREMIUM ? "premium_weighted_gex_per_1pct" : "gex_usd_per_1pct");

        List<String> notes = new ArrayList<>();
        notes.add("GEX: Γ·" + basis.wire() + (basis == Basis.TOTAL_PREMIUM ? "·S·0.01" : "·100·S²·0.01") + " per strike, calls +, puts − (dealers long calls, short puts)");
        notes.add("Γ from the file for " + vendorGamma + " contracts, Black-Scholes on IV for " + modelGamma
                + (noGamma > 0 ? ", none for " + noGamma + " (no gamma and no IV)" : ""));
        if (expired > 0) notes.add("dropped " + expired + " contracts that expired before " + valuation);
        notes.add("zero_level: Perfiliev re-pricing over 60 spots 0.8–1.2×S, own IV, r=q=0, T=busdays/262, all strikes of the selected expirations ("
                + m + " contracts with IV)" + (zero == null ? "; the profile never changes sign" : ""));
        notes.add("smoothed: Gaussian kernel, bandwidth 0.5% of spot");
        return new Computed<>(data, notes);
    }

    /**
     * Perfiliev's zero over {@code levels}, re-pricing them in blocks of at least {@link #ZERO_BLOCK} from the low end and
     * stopping after the block that holds the first sign change. The zero is the one the whole profile gives (each
     * level is summed on its own), and as it usually lies near spot, half the grid's work is saved: this sweep is
     * the largest part of {@code bin/oqa gex} after the JVM's start and the chain's read.
     */
    static Double zeroLevel(double[] levels, double[] lnK, double[] vol, double[] coef, int m, boolean timesLevel) {
        double[] totals = new double[levels.length];
        int size = (int) Math.max(ZERO_BLOCK, GaussianSweep.PARALLEL_THRESHOLD / Math.max(1, m) + 1);
        for (int done = 0; done < levels.length; ) {
            int to = Math.min(levels.length, done + size);
            double[] block = profile(Arrays.copyOfRange(levels, done, to), lnK, vol, coef, m, timesLevel);
            System.arraycopy(block, 0, totals, done, block.length);
            done = to;
            Double zero = perfilievZero(Arrays.copyOf(levels, done), Arrays.copyOf(totals, done));
            if (zero != null) return zero;
        }
        return null;
    }

    /**
     * Σ sign·Γ(L)·w·100·L²·0.01 over the packed contracts, for each level L: {@code coef·φ(d1)} summed by
     * {@link GaussianSweep} (every invariant of a contract hoisted out of the level loop; several cores when
     * the chain is large, with the same totals as on one). One evaluation per contract per level: the levels are
     * linear in spot, so {@code d1} does not move by a constant step and a product recurrence over them would not
     * be exact (docs/METHODS.md, GEX).
     */
    static double[] profile(double[] levels, double[] lnK, double[] vol, double[] coef, int m, boolean timesLevel, boolean parallel) {
        double[] u = new double[levels.length], a = new double[m], h = new double[m];
        for (int l = 0; l < levels.length; l++) u[l] = Math.log(levels[l]);
        for (int c = 0; c < m; c++) { a[c] = 1 / vol[c]; h[c] = 0.5 * vol[c]; }
        double[] out = GaussianSweep.sum(u, lnK, a, h, coef, m, parallel);
        for (int l = 0; l < levels.length; l++) out[l] *= timesLevel ? levels[l] : ONE_PCT;
        return out;
    }

    static double[] profile(double[] levels, double[] lnK, double[] vol, double[] coef, int m, boolean timesLevel) {
        return profile(levels, lnK, vol, coef, m, timesLevel, true);
    }

    static double weight(ChainSnapshot s, int i, Basis basis) {
        return switch (basis) {
            case OPEN_INTEREST -> s.openInterest(i);
            case VOLUME -> s.volume(i);
            case TOTAL_PREMIUM -> premium(s, i);
        };
    }

    /** Traded premium in dollars: volume × mid × 100, or × last sale when there is no two-sided quote. */
    public static double premium(ChainSnapshot s, int i) {
        double v = s.volume(i);
        if (!(v > 0)) return 0;
        double px = s.mid(i);
        if (!(px > 0)) px = s.last(i);
        return px > 0 ? v * px * CONTRACT_SIZE : 0;
    }

    static double[] cumulativeScaled(double[] v) {
        double[] out = new double[v.length];
        double run = 0, max = 0;
        for (int i = 0; i < v.length; i++) { run += v[i]; out[i] = run; max = Math.max(max, Math.abs(run)); }
        if (max > 0) for (int i = 0; i < out.length; i++) out[i] /= max;
        return out;
    }

    static double[] gaussianSmooth(double[] x, double[] y, double h) {
        double[] out = new double[x.length];
        int from = 0;
        for (int i = 0; i < x.length; i++) {
            while (x[from] < x[i] - 4 * h) from++;
            double num = 0, den = 0;
            for (int j = from; j < x.length && x[j] <= x[i] + 4 * h; j++) {
                double z = (x[j] - x[i]) / h, w = Math.exp(-0.5 * z * z);
                num += w * y[j];
                den += w;
            }
            out[i] = num / den;
        }
        return out;
    }

    private static Double argMax(double[] ks, double[] v, boolean absolute) {
        int best = -1;
        double bestV = 0;
        for (int j = 0; j < ks.length; j++) {
            double x = absolute ? Math.abs(v[j]) : v[j];
            if (x > bestV) { bestV = x; best = j; }
        }
        return best < 0 ? null : ks[best];
    }

    /** Strike → slot, open addressing on the strike's bits: the row loop stays free of boxing. */
    private static final class StrikeSlots {
        private final long[] keys;
        private final int[] slots;
        private final boolean[] used;
        private final int mask;

        StrikeSlots(int rows) {
            int cap = Integer.highestOneBit(Math.max(16, rows) * 2);
            keys = new long[cap]; slots = new int[cap]; used = new boolean[cap]; mask = cap - 1;
        }

        /** The slot of {@code strike}, or {@code next} (then remembered) when it is new. */
        int indexOf(double strike, int next) {
            long bits = Double.doubleToLongBits(strike);
            int h = (int) (bits ^ (bits >>> 32)) * 0x9E3779B9;
            for (int p = (h ^ (h >>> 16)) & mask; ; p = (p + 1) & mask) {
                if (!used[p]) { used[p] = true; keys[p] = bits; slots[p] = next; return next; }
                if (keys[p] == bits) return slots[p];
            }
        }
    }

    private static List<StrikeValue> points(double[] ks, double[] v) {
        return IntStream.range(0, ks.length).mapToObj(i -> new StrikeValue(ks[i], v[i])).toList();
    }
}
