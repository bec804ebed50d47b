package dev.oqa.internal.math;

/**
 * The Cholesky factorisation A = LLᵀ of a symmetric positive-definite matrix, and solves with it.
 * <p>Only the lower triangle of A is read, so a matrix that is symmetric up to rounding factorises as if it
 * were exactly symmetric. Units pass through: if A is in (return)² per year (an annualised covariance) and
 * b in return per year, {@link #solve} returns A⁻¹b in 1/(return per year). Cost: n³/3 multiply-adds to
 * factorise, n² per solve. Immutable.
 */
public final class Cholesky {
    private final double[][] l; // lower triangle, row i holds L[i][0..i]

    private Cholesky(double[][] l) { this.l = l; }

    /**
     * Factorises {@code a}.
     * @param a an n×n matrix, n ≥ 1, finite; only its lower triangle is used
     * @throws NotPositiveDefinite when a pivot is not strictly positive (A is singular or indefinite: for a
     *         covariance, an asset is constant, a combination of others, or the estimate is not PSD)
     * @throws IllegalArgumentException when {@code a} is empty or not square
     */
    public static Cholesky of(double[][] a) {
        int n = a.length;
        if (n == 0) throw new IllegalArgumentException("cannot factorise an empty matrix");
        double[][] l = new double[n][];
        for (int i = 0; i < n; i++) {
            if (a[i].length != n) throw new IllegalArgumentException("the matrix must be square; row " + i + " has " + a[i].length + " entries, expected " + n);
            l[i] = new double[i + 1];
            for (int j = 0; j <= i; j++) {
                double s = a[i][j];
                for (int k = 0; k < j; k++) s -= l[i][k] * l[j][k];
                if (i == j) {
                    if (!(s > 0)) throw new NotPositiveDefinite(i, s);
                    l[i][i] = Math.sqrt(s);
                } else l[i][j] = s / l[j][j];
            }
        }
        return new Cholesky(l);
    }

    /** True when {@code a} factorises, i.e. is (numerically) positive definite. */
    public static boolean isPositiveDefinite(double[][] a) {
        try {
            of(a);
            return true;
        } catch (NotPositiveDefinite e) {
            return false;
        }
    }

    /** x = A⁻¹b by forward then back substitution. @throws IllegalArgumentException when b has the wrong length */
    public double[] solve(double[] b) {
        int n = l.length;
        if (b.length != n) throw new IllegalArgumentException("right-hand side has " + b.length + " entries for a " + n + "x" + n + " matrix");
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

    /** A matrix that is not positive definite; a numerical condition of the data, not a usage error. */
    public static final class NotPositiveDefinite extends ArithmeticException {
        private final int pivot;

        NotPositiveDefinite(int pivot, double value) {
            super("the matrix is not positive definite (pivot " + pivot + " is " + value + ")");
            this.pivot = pivot;
        }

        /** Zero-based index of the first pivot that was not strictly positive. */
        public int pivot() { return pivot; }
    }
}
