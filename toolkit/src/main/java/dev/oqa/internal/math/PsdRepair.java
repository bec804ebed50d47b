package dev.oqa.internal.math;

/**
 * Repairs a symmetric matrix that should be positive semi-definite but is not, such as a covariance estimated
 * pairwise over assets with different histories (each pair on its own days), by <b>spectral clipping</b>: the
 * method of PyPortfolioOpt's {@code risk_models.fix_nonpositive_semidefinite(fix_method="spectral")}, which its
 * {@code sample_cov} applies by default. Eigendecompose A = V·diag(λ)·Vᵀ, raise every eigenvalue below a floor
 * to the floor, rebuild. One difference, stated: PyPortfolioOpt clips to 0, which leaves a singular matrix that
 * its interior-point solvers accept; here the floor is {@link #FLOOR} × λ_max, so the result is positive
 * <em>definite</em> and the exact active-set QP ({@link ActiveSetQp}) can factorise it. The two matrices differ
 * by at most that floor per clipped eigenvalue (1e-12 relative), far below estimation error.
 * <p>As in PyPortfolioOpt, a matrix that passes the test is returned unchanged: the test is a Cholesky
 * factorisation of A + 1e-16·I (PyPortfolioOpt's {@code _is_positive_semidefinite}). Units: A's units.
 */
public final class PsdRepair {
    /** Eigenvalues are raised to at least this fraction of the largest eigenvalue. */
    public static final double FLOOR = 1e-12;

    private PsdRepair() {}

    /**
     * @param matrix         the matrix to use (the input itself when no repair was needed)
     * @param repaired       whether eigenvalues were clipped
     * @param minEigenvalue  the smallest eigenvalue of the input (NaN when not computed because no repair was needed)
     * @param clipped        how many eigenvalues were raised to the floor
     */
    public record Repaired(double[][] matrix, boolean repaired, double minEigenvalue, int clipped) {}

    /**
     * Spectral clipping when needed.
     * @param a a finite symmetric matrix (upper triangle read for the decomposition)
     * @throws IllegalArgumentException when {@code a} is empty, not square or not finite
     * @throws ArithmeticException when A has no positive eigenvalue (nothing to keep)
     */
    public static Repaired spectral(double[][] a) {
        double[][] shifted = new double[a.length][]; // A + 1e-16·I: PyPortfolioOpt's _is_positive_semidefinite
        for (int i = 0; i < a.length; i++) {
            shifted[i] = a[i].clone();
            if (i < shifted[i].length) shifted[i][i] += 1e-16;
        }
        if (Cholesky.isPositiveDefinite(shifted)) return new Repaired(a, false, Double.NaN, 0);
        SymmetricEigen e = SymmetricEigen.of(a);
        double[] q = e.values();
        double max = q[q.length - 1];
        if (!(max > 0)) throw new ArithmeticException("the matrix has no positive eigenvalue (largest " + max + "); it cannot be repaired");
        double floor = FLOOR * max;
        int clipped = 0;
        double[] fixed = q.clone();
        for (int k = 0; k < fixed.length; k++) if (fixed[k] < floor) { fixed[k] = floor; clipped++; }
        return new Repaired(e.rebuild(fixed), true, q[0], clipped);
    }
}
