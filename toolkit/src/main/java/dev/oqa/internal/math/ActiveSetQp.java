package dev.oqa.internal.math;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Exact solution of the convex quadratic programme with one linear equality and non-negativity,
 * <pre>  minimise ½xᵀGx  subject to  aᵀx = 1,  x ≥ 0,</pre>
 * by a primal active-set method. On the current set F of free variables the equality-constrained optimum has
 * the closed form x_F = G_FF⁻¹a_F / (a_Fᵀ G_FF⁻¹ a_F) ({@link Cholesky} solve); a step towards it stops at the
 * first variable that would turn negative, which is then fixed at zero, and at a face's optimum the fixed
 * variable with the most negative KKT multiplier λ_i = (Gx)_i − ν a_i is freed. Each face is visited at most
 * once because the objective strictly decreases, so termination is finite and the answer is the KKT point up
 * to rounding, reported as {@link Solution#kktResidual()}.
 * <p><b>Conditions.</b> G symmetric and positive definite on every free set visited (a covariance matrix
 * that is positive definite suffices); the start x₀ feasible (aᵀx₀ = 1, x₀ ≥ 0) with x₀ zero outside F.
 * <b>Units.</b> x is dimensionless when G is a covariance (return² per year) and a is dimensionless; ν, the
 * multiplier of aᵀx = 1, and λ are in G's units. Used by the portfolio optimizer (min variance: a = 1; max
 * Sharpe: a = μ − rf in Cornuéjols–Tütüncü's reformulation).
 */
public final class ActiveSetQp {
    private ActiveSetQp() {}

    /** The optimum x, the max-abs violation of the KKT conditions at it, and the iterations taken. */
    public record Solution(double[] x, double kktResidual, int iterations) {
        public Solution { x = x.clone(); }
        @Override public double[] x() { return x.clone(); }
    }

    /**
     * @param g    n×n symmetric positive-definite matrix, finite
     * @param a    the equality's coefficients, n entries
     * @param x0   a feasible start, zero outside {@code free}
     * @param free the start's free set (at least one variable with a_i ≠ 0)
     * @throws Cholesky.NotPositiveDefinite when G is not positive definite on a visited free set
     * @throws ArithmeticException when the iteration limit 50n + 100 is reached (only on degenerate input)
     */
    public static Solution solve(double[][] g, double[] a, double[] x0, boolean[] free) {
        int n = a.length;
        if (g.length != n || x0.length != n || free.length != n)
            throw new IllegalArgumentException("G is " + g.length + "x" + g.length + ", a has " + n + ", x0 " + x0.length + " and free " + free.length + " entries");
        double[] x = x0.clone();
        boolean[] fr = free.clone();
        int maxIter = 50 * n + 100;
        double gScale = maxAbs(g);
        for (int iter = 1; iter <= maxIter; iter++) {
            int[] f = IntStream.range(0, n).filter(i -> fr[i]).toArray();
            double[] z = Cholesky.of(sub(g, f)).solve(Arrays.stream(f).mapToDouble(i -> a[i]).toArray());
            double az = 0;
            for (int k = 0; k < f.length; k++) az += a[f[k]] * z[k];
            double scale = 1 / az;
            // Step from x towards the free-set optimum, stopping at the first variable that would turn negative.
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
                fr[block] = false;
                continue;
            }
            for (int k = 0; k < f.length; k++) x[f[k]] = scale * z[k];
            // Optimal on this face: free the fixed variable with the most negative multiplier, if any.
            double[] gx = mul(g, x);
            int release = -1;
            double worst = -1e-13 * gScale * Math.max(1, maxAbs(x));
            for (int i = 0; i < n; i++) {
                if (fr[i]) continue;
                double lambda = gx[i] - scale * a[i];
                if (lambda < worst) { worst = lambda; release = i; }
            }
            if (release < 0) return new Solution(x, kktResidual(g, a, x, fr), iter);
            fr[release] = true;
        }
        throw new ArithmeticException("the active-set QP did not converge in " + maxIter + " iterations (degenerate matrix?)");
    }

    /** Max-abs violation of the KKT conditions of min ½xᵀGx s.t. aᵀx = 1, x ≥ 0, with ν fitted on the free set. */
    public static double kktResidual(double[][] g, double[] a, double[] x, boolean[] free) {
        int n = a.length;
        double[] gx = mul(g, x);
        double num = 0, den = 0;
        for (int i = 0; i < n; i++) if (free[i]) { num += a[i] * gx[i]; den += a[i] * a[i]; }
        double nu = den == 0 ? 0 : num / den;
        double ax = 0, r = 0;
        for (int i = 0; i < n; i++) {
            ax += a[i] * x[i];
            double lambda = gx[i] - nu * a[i];
            r = Math.max(r, Math.max(0, -x[i]));            // primal feasibility
            r = Math.max(r, Math.max(0, -lambda));           // dual feasibility
            r = Math.max(r, Math.abs(lambda * x[i]));        // complementarity
            if (free[i]) r = Math.max(r, Math.abs(lambda));  // stationarity on free variables
        }
        return Math.max(r, Math.abs(ax - 1));
    }

    /** y = Gx for a square G. */
    public static double[] mul(double[][] g, double[] x) {
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            double s = 0;
            for (int j = 0; j < x.length; j++) s += g[i][j] * x[j];
            y[i] = s;
        }
        return y;
    }

    private static double[][] sub(double[][] g, int[] f) {
        double[][] s = new double[f.length][f.length];
        for (int i = 0; i < f.length; i++) for (int j = 0; j < f.length; j++) s[i][j] = g[f[i]][f[j]];
        return s;
    }

    private static double maxAbs(double[][] g) {
        return Arrays.stream(g).mapToDouble(ActiveSetQp::maxAbs).max().orElse(0);
    }

    private static double maxAbs(double[] x) {
        return Arrays.stream(x).map(Math::abs).max().orElse(0);
    }
}
