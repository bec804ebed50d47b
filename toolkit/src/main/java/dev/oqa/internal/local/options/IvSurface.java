package dev.oqa.internal.local.options;

import dev.oqa.model.data.IvData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * Smile and ATM term structure ({@code /options/iv}) from our implied volatilities (Black on the mid at
 * the parity forward; see {@link ChainAnalytics}), not the vendor's column.
 * <ul>
 *   <li><b>smile</b>: for every live expiry and every strike within {@code spot·(1 ± range_pct)}, the IV of
 *       the out-of-the-money side (put below the forward, call at or above it; the other side when the
 *       out-of-the-money one has none). Strikes with neither are left out.</li>
 *   <li><b>term</b>: ATM IV at the forward per expiry, interpolated linearly in total variance σ²T between
 *       the bracketing strikes (at one expiry T is fixed, so this is linear in variance); expiries without
 *       IVs on both bracketing strikes are left out.</li>
 * </ul>
 * {@code expirations} lists the live expirations of the snapshot.
 */
final class IvSurface {
    private IvSurface() {}

    static Computed<IvData> compute(String ticker, ChainAnalytics a, double rangePct) {
        double spot = a.spot(), lo = spot * (1 - rangePct) * (1 - 1e-12), hi = spot * (1 + rangePct) * (1 + 1e-12);
        List<IvData.SmilePoint> smile = new ArrayList<>();
        List<IvData.TermPoint> term = new ArrayList<>();
        for (ChainAnalytics.Slice sl : a.slices()) {
            if (sl.expiry().isBefore(a.chain().valuationDate())) continue;
            double f = sl.forward();
            String exp = sl.expiry().toString();
            double[] ks = sl.strikes();
            double[] ivs = new double[ks.length];
            for (int j = 0; j < ks.length; j++) {
                ivs[j] = otmIv(a, sl, j, f);
                if (ks[j] >= lo && ks[j] <= hi && ivs[j] > 0) smile.add(new IvData.SmilePoint(ks[j], r6(ivs[j]), exp));
            }
            double atm = atmIv(ks, ivs, f);
            if (atm > 0) term.add(new IvData.TermPoint(exp, r6(atm)));
        }
        List<String> exps = a.liveExpirations().stream().map(LocalDate::toString).toList();
        List<String> notes = List.of("IV: Black on mid at the put-call parity forward, r=0, ACT/365; smile uses the out-of-the-money side; ATM interpolated in total variance");
        return new Computed<>(new IvData(ticker, spot, rangePct, exps, List.copyOf(smile), List.copyOf(term)), notes);
    }

    static double otmIv(ChainAnalytics a, ChainAnalytics.Slice sl, int j, double f) {
        int first = sl.strikes()[j] < f ? sl.putRow()[j] : sl.callRow()[j];
        int second = sl.strikes()[j] < f ? sl.callRow()[j] : sl.putRow()[j];
        if (first >= 0 && a.iv(first) > 0) return a.iv(first);
        if (second >= 0 && a.iv(second) > 0) return a.iv(second);
        return Double.NaN;
    }

    /** σ at the forward, linear in variance between the nearest strikes with an IV on either side. */
    static double atmIv(double[] ks, double[] ivs, double f) {
        int below = -1, above = -1;
        for (int j = 0; j < ks.length; j++) {
            if (!(ivs[j] > 0)) continue;
            if (ks[j] <= f) below = j;
            if (ks[j] >= f && above < 0) above = j;
        }
        if (below < 0 || above < 0) return Double.NaN;
        if (below == above) return ivs[below];
        double w = (f - ks[below]) / (ks[above] - ks[below]);
        double var = (1 - w) * ivs[below] * ivs[below] + w * ivs[above] * ivs[above];
        return Math.sqrt(var);
    }

    static double r6(double v) { return Math.round(v * 1e6) / 1e6; }
}
