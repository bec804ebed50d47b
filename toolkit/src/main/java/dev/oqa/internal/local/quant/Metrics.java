package dev.oqa.internal.local.quant;

import static dev.oqa.internal.local.quant.QuantConventions.TRADING_DAYS;

import java.util.Arrays;
import java.util.function.ToDoubleFunction;
import smile.math.MathEx;

/**
 * Performance and risk statistics of daily simple returns, one well-known convention each (empyrical's, whose
 * published test vectors the tests reproduce). Sample statistics (ddof = 1) throughout. {@code rf} arguments are
 * per-day rates subtracted from each return. NaN returns are skipped as empyrical's nan-functions do, except in
 * {@link #cagr} which, like empyrical's {@code annual_return}, still counts them as days.
 * A statistic that is undefined (zero variance, too few days) is {@code NaN}; callers emit it as JSON null.
 */
public final class Metrics {
    private Metrics() {}

    private static final double SQRT_DAYS = Math.sqrt(TRADING_DAYS);

    /** Mean of the non-NaN values. */
    public static double mean(double[] r) {
        double s = 0;
        int n = 0;
        for (double v : r) if (!Double.isNaN(v)) { s += v; n++; }
        return n == 0 ? Double.NaN : s / n;
    }

    /** Sample standard deviation (ddof = 1) of the non-NaN values, two-pass for accuracy. */
    public static double std(double[] r) {
        double m = mean(r), ss = 0;
        int n = 0;
        for (double v : r) if (!Double.isNaN(v)) { double d = v - m; ss += d * d; n++; }
        return n < 2 ? Double.NaN : Math.sqrt(ss / (n - 1));
    }

    /** Annualised volatility: std(ddof=1)·√252. */
    public static double annualVolatility(double[] r) { return std(r) * SQRT_DAYS; }

    /** Sharpe ratio: mean(r−rf)/std(r−rf, ddof=1)·√252 (empyrical {@code sharpe_ratio}). */
    public static double sharpe(double[] r, double rf) {
        double[] excess = Arrays.stream(r).map(v -> v - rf).toArray(); // NaN stays NaN, skipped as in r
        double sd = std(excess);
        return sd == 0 ? Double.NaN : mean(excess) / sd * SQRT_DAYS;
    }

    /**
     * Sortino ratio (empyrical {@code sortino_ratio}): mean(r−req)·252 / downside risk, where downside risk =
     * √(mean(min(r−req, 0)²))·√252 and the mean runs over <em>all</em> days, not only the losing ones.
     */
    public static double sortino(double[] r, double req) {
        double m = 0, dd = 0;
        int n = 0;
        for (double v : r) if (!Double.isNaN(v)) {
            double x = v - req;
            m += x;
            if (x < 0) dd += x * x;
            n++;
        }
        if (n == 0) return Double.NaN;
        double downside = Math.sqrt(dd / n) * SQRT_DAYS;
        return downside == 0 ? Double.NaN : (m / n) * TRADING_DAYS / downside;
    }

    /**
     * Maximum drawdown (a fraction ≤ 0) of the compounded wealth path starting from 1 before the first return:
     * min over t of W_t / max(1, W_0..W_t) − 1. The starting value counts as a peak (empyrical and quantstats both
     * do so), so a first-day loss is a drawdown. NaN returns count as 0.
     */
    public static double maxDrawdown(double[] r) {
        double w = 1, peak = 1, worst = 0;
        for (double v : r) {
            if (!Double.isNaN(v)) w *= 1 + v;
            if (w > peak) peak = w;
            double d = w / peak - 1;
            if (d < worst) worst = d;
        }
        return worst;
    }

    /** Drawdown path in percent, one value per return: (W_t / running peak − 1)·100, peak starting at 1. */
    public static double[] drawdownPct(double[] r) {
        double[] out = new double[r.length];
        double w = 1, peak = 1;
        for (int i = 0; i < r.length; i++) {
            if (!Double.isNaN(r[i])) w *= 1 + r[i];
            if (w > peak) peak = w;
            out[i] = (w / peak - 1) * 100;
        }
        return out;
    }

    /** Total compounded return Π(1+r) − 1 (NaN counts as 0). */
    public static double totalReturn(double[] r) {
        double w = 1;
        for (double v : r) if (!Double.isNaN(v)) w *= 1 + v;
        return w - 1;
    }

    /** CAGR: (Π(1+r))^(252/n) − 1 with n = number of days (empyrical {@code annual_return}; NaN days count). */
    public static double cagr(double[] r) {
        if (r.length == 0) return Double.NaN;
        return Math.pow(1 + totalReturn(r), (double) TRADING_DAYS / r.length) - 1;
    }

    /**
     * Beta: cov(r, b)/var(b), sample covariance over the days (no NaN allowed; align first). NaN under 3 days:
     * Smile's {@code cov} refuses fewer (with two days a user would otherwise see Smile's message, not a figure).
     */
    public static double beta(double[] r, double[] b) {
        requireAligned(r, b);
        if (r.length < 3) return Double.NaN;
        double var = MathEx.var(b);
        return var == 0 ? Double.NaN : MathEx.cov(r, b) / var;
    }

    /**
     * Jensen's alpha, annualised by compounding as empyrical does: (1 + mean(r − rf − β(b − rf)))^252 − 1.
     * (quantstats' arithmetic alternative would be mean(r − βb)·252; we use empyrical's.)
     */
    public static double alpha(double[] r, double[] b, double rf, double beta) {
        requireAligned(r, b);
        if (r.length == 0 || Double.isNaN(beta)) return Double.NaN;
        double s = 0;
        for (int i = 0; i < r.length; i++) s += r[i] - rf - beta * (b[i] - rf);
        return Math.pow(1 + s / r.length, TRADING_DAYS) - 1;
    }

    /** Pearson correlation of aligned returns (Smile's {@code MathEx.cor}, which needs 3 days; NaN under that). */
    public static double correlation(double[] r, double[] b) {
        requireAligned(r, b);
        if (r.length < 3) return Double.NaN;
        return MathEx.cor(r, b);
    }

    /** Rolling Sharpe over trailing windows of {@code w} returns; element k ends at return index k + w − 1. */
    public static double[] rollingSharpe(double[] r, int w, double rf) {
        return rolling(r, r, w, a -> {
            double sd = Math.sqrt(a.varX());
            return sd == 0 ? Double.NaN : (a.meanX() - rf) / sd * SQRT_DAYS;
        });
    }

    /** Rolling annualised volatility in percent: std(ddof=1)·√252·100 over trailing windows of {@code w}. */
    public static double[] rollingVolPct(double[] r, int w) {
        return rolling(r, r, w, a -> Math.sqrt(a.varX()) * SQRT_DAYS * 100);
    }

    /** Rolling Pearson correlation over trailing windows of {@code w} aligned returns. */
    public static double[] rollingCorrelation(double[] r, double[] b, int w) {
        requireAligned(r, b);
        return rolling(r, b, w, a -> {
            double vx = a.varX(), vy = a.varY();
            return vx <= 0 || vy <= 0 ? Double.NaN : a.covXY() / Math.sqrt(vx * vy);
        });
    }

    /** {@code f} of every trailing window of {@code w}, in order. */
    private static double[] rolling(double[] x, double[] y, int w, ToDoubleFunction<Rolling> f) {
        Rolling a = new Rolling(x, y, w);
        double[] out = new double[Math.max(0, x.length - w + 1)];
        for (int k = 0; k < out.length; k++) {
            a.moveTo(k);
            out[k] = f.applyAsDouble(a);
        }
        return out;
    }

    /**
     * Sliding sums for windows of {@code w}, O(n) instead of O(n·w), moved one step at a time from window 0. Values
     * are shifted by the full-sample mean before summing (so the variance formula does not cancel) and the sums are
     * recomputed from scratch every {@link #REFRESH} steps (so rounding cannot drift); the result agrees with a
     * two-pass computation per window to about 1e-13 relative.
     */
    private static final class Rolling {
        static final int REFRESH = 128;
        final double[] x, y;
        final int w;
        final double cx, cy;
        double sx, sy, sxx, syy, sxy;

        Rolling(double[] x, double[] y, int w) {
            this.x = x;
            this.y = y;
            this.w = w;
            this.cx = plainMean(x); // NaN for no returns, when there is no window either
            this.cy = plainMean(y);
        }

        void moveTo(int k) {
            if (k % REFRESH == 0) {
                sx = sy = sxx = syy = sxy = 0;
                for (int i = k; i < k + w; i++) add(i, 1);
            } else {
                add(k - 1, -1);
                add(k + w - 1, 1);
            }
        }

        private void add(int i, int sign) {
            double dx = x[i] - cx, dy = y[i] - cy;
            sx += sign * dx;
            sy += sign * dy;
            sxx += sign * dx * dx;
            syy += sign * dy * dy;
            sxy += sign * dx * dy;
        }

        double meanX() { return cx + sx / w; }

        double varX() { return Math.max(0, (sxx - sx * sx / w) / (w - 1)); }

        double varY() { return Math.max(0, (syy - sy * sy / w) / (w - 1)); }

        double covXY() { return (sxy - sx * sy / w) / (w - 1); }

        private static double plainMean(double[] v) {
            double s = 0;
            for (double d : v) s += d;
            return s / v.length;
        }
    }

    private static void requireAligned(double[] r, double[] b) {
        if (r.length != b.length) throw new IllegalArgumentException("returns must be aligned: " + r.length + " vs " + b.length + " days");
    }
}
