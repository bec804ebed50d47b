package dev.oqa.internal.math;

import java.util.Arrays;

/**
 * Eigenvalues and orthonormal eigenvectors of a real symmetric matrix, A = V·diag(λ)·Vᵀ, by the cyclic Jacobi
 * method. Pure Java on purpose: Smile's eigen-decomposition calls LAPACK through native libraries, which the
 * toolkit does not ship. Jacobi is accurate to a few ulps of ‖A‖ (including the small eigenvalues a PSD repair
 * cares about) and fast enough for the portfolio sizes here (n³ per sweep, usually under 10 sweeps).
 * Units: λ has A's units, V is dimensionless. Immutable.
 */
public final class SymmetricEigen {
    private final double[] values;
    private final double[][] vectors; // vectors[i][k] = component i of eigenvector k

    private SymmetricEigen(double[] values, double[][] vectors) {
        this.values = values;
        this.vectors = vectors;
    }

    /**
     * @param a a finite square matrix; only its upper triangle is read, so it is treated as exactly symmetric
     * @throws IllegalArgumentException when {@code a} is empty, not square or not finite
     * @throws ArithmeticException when 100 sweeps do not converge (does not happen for finite input)
     */
    public static SymmetricEigen of(double[][] a) {
        int n = a.length;
        if (n == 0) throw new IllegalArgumentException("cannot decompose an empty matrix");
        double[][] m = new double[n][n];
        for (int i = 0; i < n; i++) {
            if (a[i].length != n) throw new IllegalArgumentException("the matrix must be square; row " + i + " has " + a[i].length + " entries, expected " + n);
            for (int j = i; j < n; j++) {
                if (!Double.isFinite(a[i][j])) throw new IllegalArgumentException("the matrix has a non-finite entry at (" + i + ", " + j + ")");
                m[i][j] = m[j][i] = a[i][j];
            }
        }
        double[][] v = new double[n][n];
        for (int i = 0; i < n; i++) v[i][i] = 1;
        for (int sweep = 0; sweep < 100; sweep++) {
            double off = 0, diag = 0;
            for (int i = 0; i < n; i++) {
                diag += m[i][i] * m[i][i];
                for (int j = i + 1; j < n; j++) off += m[i][j] * m[i][j];
            }
            if (off <= 1e-32 * diag || off == 0) return sorted(m, v);
            for (int p = 0; p < n; p++)
                for (int q = p + 1; q < n; q++) {
                    if (m[p][q] == 0) continue;
                    // Rotation angle that zeroes m[p][q] (Golub & Van Loan, Algorithm 8.4.1, the smaller root).
                    double theta = (m[q][q] - m[p][p]) / (2 * m[p][q]);
                    double t = Math.signum(theta) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
                    if (theta == 0) t = 1;
                    double c = 1 / Math.sqrt(t * t + 1), s = t * c;
                    for (int k = 0; k < n; k++) {
                        double mkp = m[k][p], mkq = m[k][q];
                        m[k][p] = c * mkp - s * mkq;
                        m[k][q] = s * mkp + c * mkq;
                    }
                    for (int k = 0; k < n; k++) {
                        double mpk = m[p][k], mqk = m[q][k];
                        m[p][k] = c * mpk - s * mqk;
                        m[q][k] = s * mpk + c * mqk;
                    }
                    m[p][q] = m[q][p] = 0;
                    for (int k = 0; k < n; k++) {
                        double vkp = v[k][p], vkq = v[k][q];
                        v[k][p] = c * vkp - s * vkq;
                        v[k][q] = s * vkp + c * vkq;
                    }
                }
        }
        throw new ArithmeticException("the Jacobi eigenvalue iteration did not converge in 100 sweeps");
    }

    private static SymmetricEigen sorted(double[][] m, double[][] v) {
        int n = m.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Arrays.sort(order, (x, y) -> Double.compare(m[x][x], m[y][y]));
        double[] values = new double[n];
        double[][] vectors = new double[n][n];
        for (int k = 0; k < n; k++) {
            values[k] = m[order[k]][order[k]];
            for (int i = 0; i < n; i++) vectors[i][k] = v[i][order[k]];
        }
        return new SymmetricEigen(values, vectors);
    }

    /** Eigenvalues in ascending order. */
    public double[] values() { return values.clone(); }

    /** Column k is the unit eigenvector of {@code values()[k]}. */
    public double[][] vectors() { return Arrays.stream(vectors).map(double[]::clone).toArray(double[][]::new); }

    /** V·diag(λ')·Vᵀ for replacement eigenvalues λ' (same order as {@link #values()}). */
    public double[][] rebuild(double[] newValues) {
        int n = values.length;
        if (newValues.length != n) throw new IllegalArgumentException(newValues.length + " eigenvalues for a " + n + "x" + n + " matrix");
        double[][] out = new double[n][n];
        for (int i = 0; i < n; i++)
            for (int j = i; j < n; j++) {
                double s = 0;
                for (int k = 0; k < n; k++) s += vectors[i][k] * newValues[k] * vectors[j][k];
                out[i][j] = out[j][i] = s;
            }
        return out;
    }
}
