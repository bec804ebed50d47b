package dev.oqa.internal.local.options;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.math.Black;
import dev.oqa.internal.math.OptionType;
import dev.oqa.model.Basis;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.IvData;
import dev.oqa.model.data.StrikeValue;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The headline figures of one chain snapshot, one row of a universe scan or of {@code --history}, computed by
 * the same calculators as the single-snapshot answers ({@link GexCalculator}, {@link IvSurface},
 * {@link ExpectedMoves}, {@link ActivitySummary}) with their defaults: every live expiry, open-interest basis,
 * every strike ({@code range_pct} 1.0, so the walls and net GEX cover the whole chain).
 *
 * <ul>
 *   <li><b>zero_gamma, call_wall, put_wall, abs_wall</b>: {@code zero_level} and the SpotGamma walls of the GEX
 *       answer; {@code net_gex} = Σ of its {@code gamma} series, dollars per 1% move (calls +, puts −).</li>
 *   <li><b>atm_iv_30d</b>: the IV answer's ATM term structure interpolated to 30 calendar days linearly in total
 *       variance σ²·T (T = days/365, the IV answer's ACT/365) between the two bracketing expiries; flat in σ
 *       outside the listed expiries (said in {@link #notes}).</li>
 *   <li><b>skew_25d</b>: IV of the 25-delta put minus IV of the 25-delta call, in volatility points (fractions),
 *       at 30 days by the same total-variance interpolation. Delta is the undiscounted Black forward delta at each
 *       expiry's parity forward on the contract's own implied volatility (r = 0, as the IV answer); the 25Δ IV
 *       is linear in delta between the two out-of-the-money strikes that bracket |Δ| = 0.25. Positive = puts
 *       richer, the usual equity-index skew.</li>
 *   <li><b>atm_iv_7d, atm_iv_91d</b>: the same ATM term structure at 7 and 91 calendar days (1 week, 3 months),
 *       linear in total variance between the bracketing expiries, and null (not extrapolated) when the listed
 *       expiries do not bracket the tenor: a chain whose last expiry is 60 days out has no 3-month IV.</li>
 *   <li><b>rr_25d</b>: the 25-delta risk reversal at 30 days, call IV minus put IV (the FX-market sign:
 *       negative when puts are richer), the same wings and interpolation as {@code skew_25d}, so
 *       {@code rr_25d = −skew_25d}.</li>
 *   <li><b>gamma_regime</b>: {@code negative} when spot is below the zero-gamma level (dealers short gamma on
 *       this convention, hedging with the move), {@code positive} at or above it; null without a zero-gamma level.</li>
 *   <li><b>front_expiry, front_move, front_move_pct</b>: the first term of the expected-move answer
 *       (ATM-forward straddle; 0DTE counts when it is still live).</li>
 *   <li><b>put_call_oi</b>: Σ put open interest / Σ call open interest over every live expiry and strike, from
 *       the open-interest answer's expiry summary (contracts, not premium).</li>
 * </ul>
 * A figure that does not exist (no sign change, no bracketing strikes) is null.
 */
public record Headline(String underlying, LocalDate asOf, String file, double spot, Double zeroGamma, Double callWall,
                       Double putWall, Double absWall, double netGex, Double atmIv30d, Double skew25d, String frontExpiry,
                       Double frontMove, Double frontMovePct, Double putCallOi, Double atmIv7d, Double atmIv91d,
                       Double rr25d, List<String> notes) {
    /** Target maturity of the ATM IV and skew, calendar days. */
    public static final int TARGET_DAYS = 30;
    /** The short and the long tenor of the ATM term structure, calendar days (1 week, 3 months = 91 days). */
    public static final int SHORT_DAYS = 7, LONG_DAYS = 91;
    /** The delta of the skew's wings. */
    public static final double WING_DELTA = 0.25;

    public Headline {
        Objects.requireNonNull(underlying, "underlying");
        Objects.requireNonNull(asOf, "asOf");
        notes = List.copyOf(notes);
    }

    /** Computes every headline figure of {@code chain}; a chain without any usable spot fails with a LocalDataException. */
    public static Headline of(ChainSnapshot chain) {
        ChainAnalytics a = ChainAnalytics.compute(chain); // not the memo: a scan sees each chain once
        String t = chain.underlying();
        List<String> notes = new ArrayList<>();

        GexData g = GexCalculator.compute(t, chain, a.spot(), Basis.OPEN_INTEREST, List.of(), 1.0, a.ivForGamma()).data();
        double net = 0;
        for (StrikeValue p : g.series(GexData.GAMMA)) net += p.value();

        IvData iv = IvSurface.compute(t, a, 1.0).data();
        List<Double> days = new ArrayList<>(), atm = new ArrayList<>();
        for (IvData.TermPoint p : iv.term()) {
            LocalDate e = LocalDate.parse(p.expiry());
            long d = a.days(e);
            if (d <= 0) continue; // no total variance left on the expiry day
            days.add((double) d);
            atm.add(p.atmIv());
        }
        Double atm30 = atTarget(days, atm, notes, "ATM IV");
        List<Double> wingDays = new ArrayList<>(), puts = new ArrayList<>(), calls = new ArrayList<>();
        for (ChainAnalytics.Slice sl : a.slices()) {
            long d = a.days(sl.expiry());
            if (d <= 0) continue;
            double put = wingIv(a, sl, false), call = wingIv(a, sl, true);
            if (put > 0 && call > 0) { wingDays.add((double) d); puts.add(put); calls.add(call); }
        }
        Double put30 = atTarget(wingDays, puts, notes, "25-delta IVs"), call30 = atTarget(wingDays, calls, null, null);
        Double skew30 = put30 == null || call30 == null ? null : put30 - call30;
        Double rr30 = put30 == null || call30 == null ? null : call30 - put30;
        Double atm7 = inside(days, atm, SHORT_DAYS), atm91 = inside(days, atm, LONG_DAYS);

        ExpectedMoveData em = ExpectedMoves.compute(t, a, 1.0).data();
        ExpectedMoveData.Term front = em.term().isEmpty() ? null : em.term().get(0);

        var oi = ActivitySummary.compute(t, a, Basis.OPEN_INTEREST, OptionsEngine.selectedExpiries(a, List.of()), 1.0).data();
        double calls0 = 0, puts0 = 0;
        for (var r : oi.expirySummary()) { calls0 += r.get("calls").asDouble(); puts0 += r.get("puts").asDouble(); }

        return new Headline(t, chain.quoteDate(), chain.file(), a.spot(), g.zeroLevel(),
                g.highlightStrikes().get(GexCalculator.CALL_WALL), g.highlightStrikes().get(GexCalculator.PUT_WALL),
                g.highlightStrikes().get(GexCalculator.ABSOLUTE_GAMMA), net, atm30, skew30,
                front == null ? null : front.expiry(), front == null ? null : front.move(),
                front == null ? null : front.movePct(), calls0 > 0 ? puts0 / calls0 : null, atm7, atm91, rr30, notes);
    }

    /** {@code negative} below the zero-gamma level, {@code positive} at or above it, null without one. */
    public String gammaRegime() { return zeroGamma == null ? null : spot < zeroGamma ? "negative" : "positive"; }

    /**
     * The expected-move answer of {@code chain} with the scan's defaults (every strike may bracket the forward):
     * one term per live expiry, the same figures {@code front_move} takes its first from. {@code --held} compares
     * them with the realized moves.
     */
    public static ExpectedMoveData expectedMoves(ChainSnapshot chain) {
        return ExpectedMoves.compute(chain.underlying(), ChainAnalytics.compute(chain), 1.0).data();
    }

    /**
     * σ at {@link #TARGET_DAYS}: linear in total variance σ²T between the bracketing maturities, flat in σ
     * outside them. Maturities ascend (slices and term points are in expiry order).
     */
    static Double atTarget(List<Double> days, List<Double> vols, List<String> notes, String what) {
        if (days.isEmpty()) return null;
        double target = TARGET_DAYS;
        boolean first = target <= days.get(0);
        int edge = first ? 0 : days.size() - 1;
        if (first || target >= days.get(edge)) {
            if (notes != null && target != days.get(edge))
                notes.add(what + ": " + (first ? "first" : "last") + " expiry is " + days.get(edge).intValue() + " days out; flat extrapolation to 30 days");
            return vols.get(edge);
        }
        return between(days, vols, target);
    }

    /**
     * σ at {@code target} days, linear in total variance between the bracketing maturities (a listed maturity
     * returns its own σ); null when {@code target} lies outside the listed maturities: a tenor is never
     * extrapolated.
     */
    static Double inside(List<Double> days, List<Double> vols, double target) {
        if (days.isEmpty() || target < days.get(0) || target > days.get(days.size() - 1)) return null;
        for (int i = 0; i < days.size(); i++) if (days.get(i) == target) return vols.get(i);
        return between(days, vols, target);
    }

    private static Double between(List<Double> days, List<Double> vols, double target) {
        int n = days.size();
        for (int i = 1; i < n; i++) {
            double t1 = days.get(i - 1), t2 = days.get(i);
            if (target > t2) continue;
            double v1 = vols.get(i - 1), v2 = vols.get(i);
            double w1 = v1 * v1 * t1, w2 = v2 * v2 * t2;
            double w = w1 + (w2 - w1) * (target - t1) / (t2 - t1);
            return w > 0 ? Math.sqrt(w / target) : null;
        }
        return null;
    }

    /**
     * IV of the 25-delta out-of-the-money put ({@code call = false}) or call, linear in |Δ| between the
     * bracketing strikes; NaN when the slice does not reach |Δ| = 0.25 on that side.
     */
    static double wingIv(ChainAnalytics a, ChainAnalytics.Slice sl, boolean call) {
        double f = sl.forward(), t = a.yearsToExpiry(sl.expiry());
        double[] ks = sl.strikes();
        double prevDelta = Double.NaN, prevIv = Double.NaN;
        // walk outwards from the forward: calls up the strikes, puts down, so |Δ| falls from about 0.5
        for (int s = 0; s < ks.length; s++) {
            int j = call ? s : ks.length - 1 - s;
            if (call ? ks[j] <= f : ks[j] >= f) continue;
            int row = call ? sl.callRow()[j] : sl.putRow()[j];
            if (row < 0) continue;
            double vol = a.iv(row);
            if (!(vol > 0)) continue;
            double d = Math.abs(Black.greeks(call ? OptionType.CALL : OptionType.PUT, f, ks[j], vol, t, 0, 0).delta());
            if (d <= WING_DELTA) {
                if (Double.isNaN(prevDelta)) return d == WING_DELTA ? vol : Double.NaN;
                return prevIv + (vol - prevIv) * (prevDelta - WING_DELTA) / (prevDelta - d);
            }
            prevDelta = d;
            prevIv = vol;
        }
        return Double.NaN;
    }
}
