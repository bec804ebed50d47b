package dev.oqa.local.quant;

import java.util.Arrays;

/**
 * Long-only mean-variance portfolios, solved exactly (no iterative tolerance on the objective).
 * <p>Both problems are a strictly convex quadratic programme with one equality and non-negativity,
 * min ½xᵀΣx s.t. aᵀx = b, x ≥ 0, solved by a primal active-set method: on the current set of free assets the
 * equality-constrained optimum has the closed form x_F = b·Σ_FF⁻¹a_F / (a_Fᵀ Σ_FF⁻¹ a_F) (Cholesky solve);
 * blocking weights are fixed at zero and an asset is freed when its KKT multiplier is negative. Termination is
 * finite and the answer is the exact KKT point up to rounding; {@link Solution#kktResidual()} reports it.
 * <ul>
 *   <li>{@link #minVariance}: a = 1, b = 1.</li>
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
        double[] x0 = new double[n];
        Arrays.fill(x0, 1.0 / n);
        boolean[] free = new boolean[n];
        Arrays.fill(free, true);
        return solve(cov, a, x0, free, false);
    }

    /**
     * Maximum Sharpe ratio (μᵀw − rf)/√(wᵀΣw), long-only, fully invested.
     * @throws IllegalArgumentException when no expected return exceeds {@code rf} (the ratio has no positive maximum)
     */
    public static Solution maxSharpe(double[] mu, double[][] cov, double rf) {
        int n = checkSquare(cov);
        if (mu.length != n) throw new IllegalArgumentException(mu.length + " expected returns for a " + n + "x" + n + " covariance");
        double[] a = new double[n];
        int best = 0;
        for (int i = 0; i < n; i++) {
            a[i] = mu[i] - rf;
            if (a[i] > a[best]) best = i;
        }
        if (!(a[best] > 0))
            throw new IllegalArgumentException("no asset's expected return exceeds the risk-free rate " + rf + "; the maximum Sharpe portfolio is undefined");
        double[] x0 = new double[n];
        x0[best] = 1 / a[best];
        boolean[] free = new boolean[n];
        free[best] = true;
        return solve(cov, a, x0, free, true);
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
        return Math.sqrt(quad(w, cov));
    }

    /** Euler risk contributions RC_i = w_i(Σw)_i/σ_p; they sum to σ_p. */
    public static double[] riskContributions(double[] w, double[][] cov) {
        double vol = portfolioVolatility(w, cov);
        double[] sw = mul(cov, w);
        double[] rc = new double[w.length];
        for (int i = 0; i < w.length; i++) rc[i] = vol == 0 ? 0 : w[i] * sw[i] / vol;
        return rc;
    }

    private static Solution solve(double[][] g, double[] a, double[] x, boolean[] free, boolean normalise) {
        int n = a.length;
        x = x.clone();
        int maxIter = 50 * n + 100;
        for (int iter = 1; iter <= maxIter; iter++) {
            int[] f = indices(free);
            double[] z = cholSolve(sub(g, f), pick(a, f));
            double az = 0;
            for (int k = 0; k < f.length; k++) az += a[f[k]] * z[k];
            double scale = 1 / az;
            // Step from x towards the free-set optimum, stopping at the first weight that would turn negative.
            double alpha = 1;
            int block = -1;
            for (int k = 0; k < f.length; k++) {
                double target = scale * z[k];
                if (target < 0) {
                    double p = target - x[f[k]];
                    double step = p < 0 ? Math.max(0, x[f[k]]) / -p : 0;
                    if (step < alpha) { alpha = step; block = f[k]; }
                }
            }
            if (block >= 0) {
                for (int k = 0; k < f.length; k++) x[f[k]] += alpha * (scale * z[k] - x[f[k]]);
                x[block] = 0;
                free[block] = false;
                continue;
            }
            for (int k = 0; k < f.length; k++) x[f[k]] = scale * z[k];
            // Optimal on this face: free the bound asset with the most negative multiplier, if any.
            double[] gx = mul(g, x);
            double nu = scale;
            int release = -1;
            double worst = -1e-13 * maxAbs(g) * Math.max(1, maxAbs(x));
            for (int i = 0; i < n; i++) {
                if (free[i]) continue;
                double lambda = gx[i] - nu * a[i];
                if (lambda < worst) { worst = lambda; release = i; }
            }
            if (release < 0) {
                double kkt = kkt(g, a, x, free);
                double[] w = x;
                if (normalise) {
                    double s = 0;
                    for (double v : x) s += v;
                    w = new double[n];
                    for (int i = 0; i < n; i++) w[i] = x[i] / s;
                }
                return new Solution(w, kkt, iter);
            }
            free[release] = true;
        }
        throw new IllegalStateException("the active-set solver did not converge in " + maxIter + " iterations (degenerate covariance?)");
    }

    /** Max-abs violation of the KKT conditions of min ½xᵀGx s.t. aᵀx = 1, x ≥ 0. */
    static double kkt(double[][] g, double[] a, double[] x, boolean[] free) {
        int n = a.length;
        double[] gx = mul(g, x);
        double num = 0, den = 0;
        for (int i = 0; i < n; i++) if (free[i]) { num += a[i] * gx[i]; den += a[i] * a[i]; }
        double nu = num / den;
        double ax = 0, r = 0;
        for (int i = 0; i < n; i++) {
            ax += a[i] * x[i];
            double lambda = gx[i] - nu * a[i];
            r = Math.max(r, Math.max(0, -x[i]));            // primal feasibility
            r = Math.max(r, Math.max(0, -lambda));           // dual feasibility
            r = Math.max(r, Math.abs(lambda * x[i]));        // complementarity (= stationarity on free assets)
            if (free[i]) r = Math.max(r, Math.abs(lambda));  // stationarity
        }
        return Math.max(r, Math.abs(ax - 1));
    }

    private static double[] cholSolve(double[][] m, double[] b) {
        int n = b.length;
        double[][] l = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= i; j++) {
                double s = m[i][j];
                for (int k = 0; k < j; k++) s -= l[i][k] * l[j][k];
                if (i == j) {
                    if (!(s > 0)) throw new IllegalArgumentException("the covariance matrix is not positive definite (an asset is constant or a combination of others)");
                    l[i][i] = Math.sqrt(s);
                } else l[i][j] = s / l[j][j];
            }
        }
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            double s = b[i];
            for (int k = 0; k < i; k++) s -= l[i][k] * y[k];
            y[i] = s / l[i][i];
        }
        double[] x = new double[n];
        for (int i = n - 1; i >= 0; i--) {
            double s = y[i];
            for (int k = i + 1; k < n; k++) s -= l[k][i] * x[k];
            x[i] = s / l[i][i];
        }
        return x;
    }

    private static int[] indices(boolean[] free) {
        int c = 0;
        for (boolean b : free) if (b) c++;
        int[] f = new int[c];
        c = 0;
        for (int i = 0; i < free.length; i++) if (free[i]) f[c++] = i;
        return f;
    }

    private static double[][] sub(double[][] g, int[] f) {
        double[][] s = new double[f.length][f.length];
        for (int i = 0; i < f.length; i++) for (int j = 0; j < f.length; j++) s[i][j] = g[f[i]][f[j]];
        return s;
    }

    private static double[] pick(double[] a, int[] f) {
        double[] s = new double[f.length];
        for (int i = 0; i < f.length; i++) s[i] = a[f[i]];
        return s;
    }

    static double[] mul(double[][] g, double[] x) {
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            double s = 0;
            for (int j = 0; j < x.length; j++) s += g[i][j] * x[j];
            y[i] = s;
        }
        return y;
    }

    private static double quad(double[] w, double[][] g) {
        double[] gw = mul(g, w);
        double s = 0;
        for (int i = 0; i < w.length; i++) s += w[i] * gw[i];
        return s;
    }

    private static double maxAbs(double[][] g) {
        double m = 0;
        for (double[] row : g) for (double v : row) m = Math.max(m, Math.abs(v));
        return m;
    }

    private static double maxAbs(double[] x) {
        double m = 0;
        for (double v : x) m = Math.max(m, Math.abs(v));
        return m;
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
