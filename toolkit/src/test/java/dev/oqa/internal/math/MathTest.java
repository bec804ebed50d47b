package dev.oqa.internal.math;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Cholesky, the symmetric eigen-decomposition and the PSD repair against closed forms and numpy/PyPortfolioOpt. */
class MathTest {
    /** The second-difference matrix: eigenvalues 2 − √2, 2, 2 + √2 (2 − 2cos(kπ/4)). */
    private static final double[][] SECOND_DIFF = {{2, -1, 0}, {-1, 2, -1}, {0, -1, 2}};

    @Test void choleskySolvesAgainstTheKnownInverse() {
        // inverse of SECOND_DIFF is (1/4)[[3,2,1],[2,4,2],[1,2,3]], so A⁻¹(1,0,0) = (3/4, 1/2, 1/4)
        double[] x = Cholesky.of(SECOND_DIFF).solve(new double[] {1, 0, 0});
        assertArrayEquals(new double[] {0.75, 0.5, 0.25}, x, 1e-15);
    }

    @Test void choleskyRejectsAnIndefiniteMatrixNamingThePivot() {
        var e = assertThrows(Cholesky.NotPositiveDefinite.class, () -> Cholesky.of(new double[][] {{1, 2}, {2, 1}}));
        assertEquals(1, e.pivot());
        assertTrue(e instanceof ArithmeticException, "a numerical condition, not a usage error");
        assertThrows(IllegalArgumentException.class, () -> Cholesky.of(new double[][] {{1, 2}}));
    }

    @Test void jacobiFindsTheClosedFormEigenvalues() {
        SymmetricEigen e = SymmetricEigen.of(SECOND_DIFF);
        assertArrayEquals(new double[] {2 - Math.sqrt(2), 2, 2 + Math.sqrt(2)}, e.values(), 1e-14);
        double[][] back = e.rebuild(e.values());
        for (int i = 0; i < 3; i++) assertArrayEquals(SECOND_DIFF[i], back[i], 1e-14);
        double[][] v = e.vectors(); // the middle eigenvector is (1, 0, −1)/√2 up to sign
        assertEquals(0, v[1][1], 1e-14);
        assertEquals(1 / Math.sqrt(2), Math.abs(v[0][1]), 1e-14);
    }

    @Test void psdMatrixIsReturnedUnchanged() {
        PsdRepair.Repaired r = PsdRepair.spectral(SECOND_DIFF);
        assertFalse(r.repaired());
        assertSame(SECOND_DIFF, r.matrix());
    }

    @Test void indefiniteMatrixIsClippedAsPyPortfolioOptDoes() {
        // A pseudo-correlation with eigenvalues 1.05 ∓ √1.6225 and 0.9; the expected matrix is PyPortfolioOpt 1.6.0's
        // risk_models.fix_nonpositive_semidefinite(a) (spectral), numpy 2.4.6.
        double[][] a = {{1, 0.9, 0.1}, {0.9, 1, 0.9}, {0.1, 0.9, 1}};
        double[][] expected = {{1.0537475063911472, 0.820944947510011, 0.15374750639114754},
                {0.820944947510011, 1.116278907503404, 0.8209449475100106}, {0.15374750639114754, 0.8209449475100106, 1.053747506391147}};
        PsdRepair.Repaired r = PsdRepair.spectral(a);
        assertTrue(r.repaired());
        assertEquals(1, r.clipped());
        assertEquals(1.05 - Math.sqrt(1.6225), r.minEigenvalue(), 1e-14); // on (x, y, x): [[1.1, 0.9], [1.8, 1]]
        for (int i = 0; i < 3; i++) assertArrayEquals(expected[i], r.matrix()[i], 1e-11); // the 1e-12·λmax floor
        assertTrue(Cholesky.isPositiveDefinite(r.matrix()), "repaired to positive definite");
    }

    @Test void activeSetQpMatchesTheTwoAssetClosedForm() {
        // min variance of two assets, ρ = 0: w₁ = σ₂²/(σ₁² + σ₂²)
        var s = ActiveSetQp.solve(new double[][] {{0.04, 0}, {0, 0.01}}, new double[] {1, 1}, new double[] {0.5, 0.5}, new boolean[] {true, true});
        assertArrayEquals(new double[] {0.2, 0.8}, s.x(), 1e-15);
        assertTrue(s.kktResidual() < 1e-15);
    }
}
