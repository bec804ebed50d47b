package dev.oqa.internal.local.quant;

import dev.oqa.internal.format.Percent;
import dev.oqa.internal.math.ActiveSetQp;
import java.util.Arrays;

/**
 * Long-only mean-variance portfolios, solved exactly (no iterative tolerance on the objective).
 * <p>Both problems are the strictly convex quadratic programme min ½xᵀΣx s.t. aᵀx = 1, x ≥ 0, solved exactly
 * by {@link ActiveSetQp} (a finite active-set method with Cholesky solves); {@link Solution#kktResidual()}
 * reports the KKT residual of the answer. Σ (annualised covariance) must be positive definite: repair an
 * estimate first with {@link dev.oqa.internal.math.PsdRepair}, else {@link dev.oqa.internal.math.Cholesky.NotPositiveDefinite}.
 * <ul>
 *   <li>{@link #minVariance}: a = 1.</li>
 *   <li>{@link #maxSharpe}: Cornuéjols–Tütüncü's exact convex reformulation, as PyPortfolioOpt: min yᵀΣy s.t.
 *       (μ − rf)ᵀy = 1, y ≥ 0, then w = y/Σy. It needs some μ_i &gt; rf.</li>
 * </ul>
 * The upper bound w ≤ 1 of PyPortfolioOpt's default (0, 1) bounds is implied by Σw = 1, w ≥ 0.
 */
public final class PortfolioOptimizer {
    private PortfolioOptimizer() {}

    /** Weights summing to 1 and the KKT residual of the problem actually solved (max-abs over all conditions). */
    public record Solution(double[] weights, double kktResidual, int iterations) {
        public Solution { weights = weights.clone(); }
        @Override public double[] weights() { return weights.clone(); }
    }

    public static Solution minVariance(double[][] cov) {
        int n = checkSquare(cov);
        double[] a = new double[n];
        Arrays.fill(a, 1.0);
        boolean[] free = new boolean[n];
        Arrays.fill(free, true);
        return solve(cov, a, equalWeight(n), free, false);
    }

    /**
     * Maximum Sharpe ratio (μᵀw − rf)/√(wᵀΣw), long-only, fully invested.
     * @throws IllegalArgumentException when no expected return exceeds {@code rf} (the ratio has no positive maximum)
     */
    public static Solution maxSharpe(double[] mu, double[][] cov, double rf) {
        int n = checkSquare(cov);
        if (mu.length != n) throw new IllegalArgumentException(mu.length + " expected returns for a " + n + "x" + n + " covariance");
        if (!sharpeDefined(mu, rf))
            throw new IllegalArgumentException("no asset's expected return exceeds the risk-free rate " + Percent.text(rf) + "; the maximum Sharpe portfolio is undefined");
        double[] a = new double[n];
        int best = 0;
        for (int i = 0; i < n; i++) {
            a[i] = mu[i] - rf;
            if (a[i] > a[best]) best = i;
        }
        double[] x0 = new double[n];
        x0[best] = 1 / a[best];
        boolean[] free = new boolean[n];
        free[best] = true;
        return solve(cov, a, x0, free, true);
    }

    /**
     * Whether {@link #maxSharpe} has an answer: the largest expected return exceeds {@code rf}. A caller that falls back
     * to another objective asks this first, rather than reading the refusal's words.
     */
    public static boolean sharpeDefined(double[] mu, double rf) {
        int best = 0;
        for (int i = 1; i < mu.length; i++) if (mu[i] - rf > mu[best] - rf) best = i;
        return mu.length > 0 && mu[best] - rf > 0;
    }

    public static double[] equalWeight(int n) {
        double[] w = new double[n];
        Arrays.fill(w, 1.0 / n);
        return w;
    }

    public static double portfolioReturn(double[] w, double[] mu) {
        double s = 0;
        for (int i = 0; i < w.length; i++) s += w[i] * mu[i];
        return s;
    }

    public static double portfolioVolatility(double[] w, double[][] cov) {
        double[] gw = ActiveSetQp.mul(cov, w);
        double s = 0;
        for (int i = 0; i < w.length; i++) s += w[i] * gw[i];
        return Math.sqrt(s);
    }

    /** Euler risk contributions RC_i = w_i(Σw)_i/σ_p; they sum to σ_p. */
    public static double[] riskContributions(double[] w, double[][] cov) {
        double vol = portfolioVolatility(w, cov);
        double[] sw = ActiveSetQp.mul(cov, w);
        double[] rc = new double[w.length];
        for (int i = 0; i < w.length; i++) rc[i] = vol == 0 ? 0 : w[i] * sw[i] / vol;
        return rc;
    }

    private static Solution solve(double[][] g, double[] a, double[] x0, boolean[] free, boolean normalise) {
        ActiveSetQp.Solution qp = ActiveSetQp.solve(g, a, x0, free);
        double[] x = qp.x();
        if (normalise) {
            double s = 0;
            for (double v : x) s += v;
            for (int i = 0; i < x.length; i++) x[i] /= s;
        }
        return new Solution(x, qp.kktResidual(), qp.iterations());
    }

    private static int checkSquare(double[][] cov) {
        int n = cov.length;
        if (n == 0) throw new IllegalArgumentException("no assets");
        for (double[] row : cov) {
            if (row.length != n) throw new IllegalArgumentException("the covariance matrix must be square");
            for (double v : row) if (!Double.isFinite(v)) throw new IllegalArgumentException("the covariance matrix has a missing or infinite entry");
        }
        return n;
    }
}
