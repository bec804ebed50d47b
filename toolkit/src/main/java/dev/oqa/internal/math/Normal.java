package dev.oqa.internal.math;

/**
 * The standard normal distribution to full double precision. The tails matter: implied volatility of
 * far out-of-the-money options divides tiny prices, so {@link #cdf} is built on W. J. Cody's rational
 * Chebyshev approximation of erfc (Math. Comp. 23, 1969; the SPECFUN {@code CALERF} coefficients), which
 * keeps about 1e-16 relative accuracy down to the underflow limit instead of {@code 1 - small}.
 */
public final class Normal {
    private Normal() {}

    public static final double INV_SQRT_2PI = 0.3989422804014326779399460599343818684759;
    private static final double SQRT_2 = 1.4142135623730950488016887242096980785697;
    private static final double INV_SQRT_PI = 0.5641895835477562869480794515607725858441;

    private static final double[] A = {3.16112374387056560e00, 1.13864154151050156e02, 3.77485237685302021e02,
            3.20937758913846947e03, 1.85777706184603153e-1};
    private static final double[] B = {2.36012909523441209e01, 2.44024637934444173e02, 1.28261652607737228e03,
            2.84423683343917062e03};
    private static final double[] C = {5.64188496988670089e-1, 8.88314979438837594e00, 6.61191906371416295e01,
            2.98635138197400131e02, 8.81952221241769090e02, 1.71204761263407058e03, 2.05107837782607147e03,
            1.23033935479799725e03, 2.15311535474403846e-8};
    private static final double[] D = {1.57449261107098347e01, 1.17693950891312499e02, 5.37181101862009858e02,
            1.62138957456669019e03, 3.29079923573345963e03, 4.36261909014324716e03, 3.43936767414372164e03,
            1.23033935480374942e03};
    private static final double[] P = {3.05326634961232344e-1, 3.60344899949804439e-1, 1.25781726111229246e-1,
            1.60837851487422766e-2, 6.58749161529837803e-4, 1.63153871373020978e-2};
    private static final double[] Q = {2.56852019228982242e00, 1.87295284992346047e00, 5.27905102951428412e-1,
            6.05183413124413191e-2, 2.33520497626869185e-3};

    /** Density φ(x). */
    public static double pdf(double x) { return INV_SQRT_2PI * Math.exp(-0.5 * x * x); }

    /** Φ(x) = erfc(−x/√2)/2, accurate in relative terms for x → −∞. */
    public static double cdf(double x) { return 0.5 * erfc(-x / SQRT_2); }

    /** Complementary error function (Cody). */
    public static double erfc(double x) {
        double y = Math.abs(x);
        if (y <= SMALL) return 1.0 - x * erfSmall(y);
        double r = y >= 26.543 ? 0.0 : erfcxLarge(y);
        if (r != 0.0) {
            // exp(-y²) split so that the rounding of y² does not cost relative accuracy (Cody's trick).
            double ysq = Math.floor(y * 16.0) / 16.0;
            double del = (y - ysq) * (y + ysq);
            r = Math.exp(-ysq * ysq) * Math.exp(-del) * r;
        }
        return x < 0 ? 2.0 - r : r;
    }

    /**
     * Scaled complementary error function {@code erfcx(y) = e^{y²}·erfc(y)} for {@code y ≥ 0} (Cody's rational
     * approximations without their exponential factor, so above 0.46875 it needs no {@code exp} at all). With it
     * the Mills ratio {@code Φ(−z)/φ(z) = √(π/2)·erfcx(z/√2)} costs a rational function.
     */
    public static double erfcx(double y) {
        return erfcx(y, y <= SMALL ? Math.exp(y * y) : Double.NaN);
    }

    /**
     * {@link #erfcx(double)} for a caller that has {@code e^{y²}} already, {@code expYSquared} (read only where
     * {@code y ≤ 0.46875}, the one range that needs it): implied volatility's price at the inflection point, where
     * {@code e^{y²}} is {@code 1/bMax²}.
     */
    static double erfcx(double y, double expYSquared) {
        if (!(y >= 0)) throw new IllegalArgumentException("erfcx is implemented for y ≥ 0, got " + y);
        if (y <= SMALL) return expYSquared * (1.0 - y * erfSmall(y));
        return erfcxLarge(y);
    }

    // The rational functions below are summed in Estrin's order (pairs of terms, then powers y², y⁴): the dependent
    // chain is half as deep as Horner's, and implied volatility waits on it twice per step. Every coefficient and
    // power is positive, so the order costs no accuracy (NormalErfcxMpmathTest: within 4 ulps of 40-digit values).

    /** Below this, Cody's erf/y in y² (no exponential for erfc, one for erfcx); above, erfcx in y or 1/y². */
    private static final double SMALL = 0.46875;

    /** erf(y)/y for 0 ≤ y ≤ 0.46875. */
    private static double erfSmall(double y) {
        double z = y > 1.11e-16 ? y * y : 0.0, z2 = z * z;
        double num = (A[3] + A[2] * z) + (A[1] + A[0] * z) * z2 + A[4] * (z2 * z2);
        double den = (B[3] + B[2] * z) + (B[1] + B[0] * z) * z2 + z2 * z2;
        return num / den;
    }

    /** erfcx(y) for y > 0.46875. */
    private static double erfcxLarge(double y) {
        if (y <= 4.0) {
            double y2 = y * y, y4 = y2 * y2;
            double num = ((C[7] + C[6] * y) + (C[5] + C[4] * y) * y2) + ((C[3] + C[2] * y) + (C[1] + C[0] * y) * y2) * y4
                    + C[8] * (y4 * y4);
            double den = ((D[7] + D[6] * y) + (D[5] + D[4] * y) * y2) + ((D[3] + D[2] * y) + (D[1] + D[0] * y) * y2) * y4
                    + y4 * y4;
            return num / den;
        }
        double z = 1.0 / (y * y), z2 = z * z;
        double num = (P[4] + P[3] * z) + (P[2] + P[1] * z) * z2 + (P[0] + P[5] * z) * (z2 * z2);
        double den = (Q[4] + Q[3] * z) + (Q[2] + Q[1] * z) * z2 + (Q[0] + z) * (z2 * z2);
        return (INV_SQRT_PI - z * num / den) / y;
    }

    /**
     * Φ⁻¹(p): Acklam's rational approximation (relative error 1.15e-9) refined by one Halley step on the
     * Cody Φ, giving full double precision.
     */
    public static double inverseCdf(double p) {
        if (!(p > 0.0 && p < 1.0)) {
            if (p == 0.0) return Double.NEGATIVE_INFINITY;
            if (p == 1.0) return Double.POSITIVE_INFINITY;
            return Double.NaN;
        }
        double x = acklam(p);
        double e = cdf(x) - p;
        double u = e * Math.sqrt(2 * Math.PI) * Math.exp(0.5 * x * x);
        return x - u / (1 + 0.5 * x * u);
    }

    /** Acklam's rational approximation of Φ⁻¹ alone (relative error 1.15e-9), for {@code 0 < p < 1}: a starting point. */
    static double acklam(double p) {
        if (p < 0.02425 || p > 1 - 0.02425) {
            // the two tails are one formula in the tail's own probability, negated for the upper one (exact: a sign)
            double q = Math.sqrt(-2 * Math.log(p < 0.5 ? p : 1 - p));
            double x = (((((-7.784894002430293e-03 * q - 3.223964580411365e-01) * q - 2.400758277161838e+00) * q
                    - 2.549732539343734e+00) * q + 4.374664141464968e+00) * q + 2.938163982698783e+00)
                    / ((((7.784695709041462e-03 * q + 3.224671290700398e-01) * q + 2.445134137142996e+00) * q
                    + 3.754408661907416e+00) * q + 1);
            return p < 0.5 ? x : -x;
        }
        double q = p - 0.5, r = q * q;
        return (((((-3.969683028665376e+01 * r + 2.209460984245205e+02) * r - 2.759285104469687e+02) * r
                + 1.383577518672690e+02) * r - 3.066479806614716e+01) * r + 2.506628277459239e+00) * q
                / (((((-5.447609879822406e+01 * r + 1.615858368580409e+02) * r - 1.556989798598866e+02) * r
                + 6.680131188771972e+01) * r - 1.328068155288572e+01) * r + 1);
    }
}
