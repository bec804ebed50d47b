package dev.oqa.internal.math;

import dev.oqa.model.Params;

/**
 * Black implied volatility, inverted on the normalised price (Jäckel's variables {@code x = ln(F/K)},
 * {@code s = σ√T}, {@code β = p/√(FK)}).
 *
 * <p>Method (own code, after the structure of Jäckel's "Let's Be Rational"): reduce to the out-of-the-money call
 * ({@code x ≤ 0}) by put–call symmetry and by subtracting intrinsic value; start from a closed-form guess on the
 * branch the price lies on (the inflection point {@code s_c = √(2|x|)} splits them): below it a table of the solution
 * in coordinates where it is smooth, solved once at first use (within about 1e-6); above it the ATM-like inversion
 * {@code Φ(−s/2) = (e^{x/2} − β)/(e^{x/2} + e^{−x/2})}. Then Householder third-order steps on
 * {@code ln b(s) − ln β} (lower branch, where the price is exponentially small; {@code ln b} comes from two Mills
 * ratios, i.e. Cody's scaled erfc, and a logarithm, without {@code exp}) or on {@code b(s) − β} (upper branch), kept
 * inside a shrinking bracket with bisection as the safeguard. Iteration stops after a step below 1e-5 relative
 * (fourth-order convergence leaves an error far below double precision): on the lower branch, from the table's start,
 * typically after one evaluation.
 * Accuracy: within 1e-12 in volatility of Let's Be Rational on the real SPX chain, and within 3e-14 relative in s (or
 * the rounding of the price) of prices computed to 40 digits, near the money included (see the tests).
 *
 * <p>A price that cannot have an implied volatility returns NaN from {@link #blackVol} and a reason from
 * {@link #black}: below intrinsic value, at or above the maximum (forward for a call, strike for a put),
 * no time to expiry, or not a positive number.
 */
public final class ImpliedVol {
    private ImpliedVol() {}

    private static final int MAX_ITERATIONS = 60;
    private static final double SQRT_HALF_PI = 1.2533141373155002512, INV_SQRT_2 = 0.7071067811865475244,
            LN_SQRT_2PI = 0.9189385332046727418, SQRT_2PI = 2.5066282746310005024;
    /**
     * Past a loss of 1/SERIES_LOSS ≈ 90 in the difference of two Mills ratios (an error above 1e-14), the price is
     * summed as a series instead (see {@link #millsDifference}).
     */
    private static final double SERIES_LOSS = 0.011;
    /** 1/(k+1): the series' steps multiply instead of divide (2% of the time per option on the SPX chain). */
    private static final double[] INV_NEXT = new double[30];
    static { for (int k = 0; k < INV_NEXT.length; k++) INV_NEXT[k] = 1.0 / (k + 1); }

    /** An implied volatility, or NaN with the reason it does not exist. */
    public record Outcome(double vol, String reason) {
        public boolean ok() { return !Double.isNaN(vol); }
    }

    /** Implied Black volatility of an undiscounted price, NaN when none exists (see {@link #black} for why). */
    public static double blackVol(double price, double forward, double strike, double t, OptionType type) {
        if (!(price > 0) || !(forward > 0) || !(strike > 0) || !(t > 0)) return Double.NaN;
        double s = normalisedVol(price / Math.sqrt(forward * strike), Math.log(forward / strike), type);
        return s / Math.sqrt(t);
    }

    /** Like {@link #blackVol} but says why there is no volatility. */
    public static Outcome black(double price, double forward, double strike, double t, OptionType type) {
        if (Double.isNaN(price) || Double.isNaN(forward) || Double.isNaN(strike))
            return new Outcome(Double.NaN, "price, forward or strike missing");
        if (!(t > 0)) return new Outcome(Double.NaN, "no time to expiry");
        if (!(forward > 0) || !(strike > 0)) return new Outcome(Double.NaN, "forward and strike must be positive");
        if (!(price > 0)) return new Outcome(Double.NaN, "price is not positive");
        boolean call = type.isCall();
        double intrinsic = Math.max(call ? forward - strike : strike - forward, 0);
        double max = call ? forward : strike;
        if (price < intrinsic) return new Outcome(Double.NaN, "price below intrinsic value " + round(intrinsic));
        if (price >= max) return new Outcome(Double.NaN, "price at or above the maximum " + round(max) + (call ? " (the forward)" : " (the strike)"));
        double v = blackVol(price, forward, strike, t, type);
        return Double.isNaN(v) ? new Outcome(Double.NaN, "price equals intrinsic value: no time value") : new Outcome(v, null);
    }

    /** Normalised volatility {@code s = σ√T} for normalised price {@code beta} at log-moneyness {@code x}. */
    public static double normalisedVol(double beta, double x, OptionType type) {
        double xo = -Math.abs(x);
        double bMax = Math.exp(0.5 * xo);
        double intrinsic = type.sign() * x > 0 ? Black.twoSinhHalf(-xo, bMax) : 0;
        double b = beta - intrinsic;          // time value = out-of-the-money call at -|x|
        if (!(b > 0) || !(b < bMax)) return Double.NaN;
        return solveOtmCall(b, xo, bMax);
    }

    private static double solveOtmCall(double beta, double x, double bMax) {
        if (x == 0) return iterate(false, beta, 0, 0, bMax, -2 * Normal.inverseCdf(0.5 * (1 - beta)), 0, Double.POSITIVE_INFINITY);
        // the inflection point s_c = √(2|x|) splits the two branches
        double sc = Math.sqrt(-2 * x);
        double bc = inflectionPrice(sc, bMax);
        if (beta < bc) {
            double lnBeta = Math.log(beta);
            double s = LowerGuess.of(x, lnBeta, bc, sc);
            if (!(s > 0 && s < sc)) s = tailGuess(lnBeta, beta, x, sc, bc, bMax); // outside the table (or NaN)
            return iterate(true, beta, lnBeta, x, bMax, s, 0, sc);
        }
        // Φ(−s/2) ≈ (e^{x/2} − β)/(e^{x/2} + e^{−x/2}); Acklam's Φ⁻¹ is ample for a starting point
        double p = (bMax - beta) / (bMax + 1 / bMax);
        double s = p > 0 && p < 1 ? -2 * Normal.acklam(p) : Double.NaN;
        if (!(s > sc) || Double.isInfinite(s)) s = 2 * sc;
        return iterate(false, beta, 0, x, bMax, s, sc, Double.POSITIVE_INFINITY);
    }

    /**
     * The price at the inflection point {@code s_c}, given {@code bMax = e^{x/2}}: there d1 = 0, so it needs one Φ, and
     * as {@code e^{−s_c²/2} = e^x}, {@code Φ(−s_c) = ½·erfcx(s_c/√2)·e^x} needs no exponential beyond {@code e^{x/2}}.
     */
    static double inflectionPrice(double sc, double bMax) {
        return 0.5 * bMax * (1 - Normal.erfcx(sc * INV_SQRT_2, 1 / (bMax * bMax))); // (s_c/√2)² = |x|: e^{|x|} = 1/bMax²
    }

    /**
     * A closed-form start on the lower branch ({@code β < b_c}), within tens of percent: the asymptotic tail of the
     * price, floored by where the tangent at {@code s_c} reaches β (the price is convex there). Used where
     * {@link LowerGuess} has no table, and to build that table.
     */
    private static double tailGuess(double lnBeta, double beta, double x, double sc, double bc, double bMax) {
        // tail: ln b ≈ −x²/(2s²) − s²/8 + 3 ln s − 2 ln|x| − ln√(2π); a few fixed-point steps
        double ax = -x, c = -lnBeta - 2 * Math.log(ax) - LN_SQRT_2PI;
        double s = ax / Math.sqrt(Math.max(-2 * lnBeta, 1e-300));
        for (int k = 0; k < 3; k++) {
            double rhs = c + 3 * Math.log(s) - s * s / 8;
            if (!(rhs > 0)) break;
            s = ax / Math.sqrt(2 * rhs);
        }
        double tangent = sc - (bc - beta) / (Normal.INV_SQRT_2PI * bMax);
        if (tangent > s) s = tangent;
        return s > 0 && s < sc ? s : 0.5 * sc;
    }

    /**
     * Householder third-order steps from {@code s} inside the bracket {@code (lo, hi)}: on {@code ln b − ln β} on the
     * lower branch (where only {@code lnBeta} is read, so β may underflow), on {@code b − β} on the upper.
     */
    private static double iterate(boolean lower, double beta, double lnBeta, double x, double ex, double s, double lo, double hi) {
        double x2 = x * x;
        for (int it = 0; it < MAX_ITERATIONS; it++) {
            double step;
            // Householder's third-order step: with ν the Newton step, h2 = f''/f' and h3 = f'''/f',
            // s += ν(1 + h2·ν/2)/(1 + ν(h2 + h3·ν/6)). With the vega v = ∂b/∂s: c1 = v'/v = x²/s³ − s/4 and
            // c1' = −3x²/s⁴ − 1/4, so b''/b' = c1 and b'''/b' = c1² + c1'.
            double s2 = s * s;
            double c1 = x2 / (s2 * s) - 0.25 * s, c1d = -3 * x2 / (s2 * s2) - 0.25;
            if (lower) {
                // b = v·(R(z1) − R(z2)) with the Mills ratio R(z) = Φ(−z)/φ(z), z1 = −x/s − s/2 ≥ 0 below s_c,
                // z2 = z1 + s, v = e^{x/2}φ(z1): so ln b needs two rational functions (near the money, one and a short
                // series: millsDifference) and one log, no exp.
                // Solved on f = ln b − ln β, where b is exponentially small: q = f' = v/b = 1/D, q' = q(c1 − q).
                double z1 = -x / s - 0.5 * s;
                double d = millsDifference(z1, s);
                double f = 0.5 * x - 0.5 * z1 * z1 - LN_SQRT_2PI + Math.log(d) - lnBeta;
                if (f == 0) return s;
                if (f > 0) hi = Math.min(hi, s); else lo = Math.max(lo, s); // b increases with s
                double q = 1 / d, h2 = c1 - q, h3 = h2 * h2 + c1d - q * h2, newton = -f * d;
                step = newton * (1 + 0.5 * h2 * newton) / (1 + newton * (h2 + h3 * newton / 6));
            } else { // on b − β, with one exponential per step instead of five (two per Φ and the vega's; two by the series)
                // b = e^{x/2}Φ(d1) − e^{−x/2}Φ(d2), d1,2 = x/s ± s/2; both Φ terms share v = e^{x/2}φ(d1) = e^{−x/2}φ(d2),
                // so with the Mills ratio M(z) = Φ(−z)/φ(z) = √(π/2)·erfcx(z/√2) and d2 < 0 (x ≤ 0):
                // b = v·(M(−d1) − M(−d2)) for d1 ≤ 0, and e^{x/2} − v·(M(d1) + M(−d2)) above (Φ(d1) = 1 − Φ(−d1)).
                // Near the money with little time left (s ≤ 0.1, so |x| < s²/2 and d1 is tiny) both forms cancel, and
                // b = v·(R(−d1) − R(−d1 + s)) is summed as a series instead (millsSeries).
                double d1 = x / s + 0.5 * s, d2 = d1 - s;
                double v = Normal.INV_SQRT_2PI * Math.exp(-0.5 * d1 * d1) * ex;
                double b;
                if (s <= 0.1) b = v * millsSeries(-d1, millsRatioNegative(-d1), s); // −d1 ∈ [−s/2, 0)
                else {
                    double m2 = Normal.erfcx(-d2 * INV_SQRT_2);
                    b = d1 <= 0
                            ? v * SQRT_HALF_PI * (Normal.erfcx(-d1 * INV_SQRT_2) - m2)
                            : ex - v * SQRT_HALF_PI * (Normal.erfcx(d1 * INV_SQRT_2) + m2);
                }
                b = Math.max(b, 0);
                if (b == beta) return s;
                if (b > beta) hi = Math.min(hi, s); else lo = Math.max(lo, s);
                double newton = -(b - beta) / v, h2 = c1, h3 = c1 * c1 + c1d;
                step = newton * (1 + 0.5 * h2 * newton) / (1 + newton * (h2 + h3 * newton / 6));
            }
            double next = s + step;
            // fourth-order convergence: once a step is below 1e-5 relative, the error left after it is far below
            // double precision, so a further evaluation would only confirm it. Tested before the bracket: a step
            // that rounds onto the bracket's end (s itself has just become that end) has converged, not failed.
            if (Math.abs(step) <= 1e-5 * s) return next;
            if (!(next > lo && next < hi)) // the step left the bracket (or failed): bisect, or expand an open bracket
                next = Double.isInfinite(hi) ? 2 * Math.max(s, lo) + 0.1 : 0.5 * (lo + hi);
            if (hi - lo <= 4.4e-16 * hi) return next;
            s = next;
        }
        return s;
    }

    /**
     * {@code R(z) − R(z + s)} for the Mills ratio {@code R(z) = Φ(−z)/φ(z) = √(π/2)·erfcx(z/√2)}, {@code z ≥ 0}.
     * Computed as that difference it loses about {@code R/(s·|R'|)} in relative terms, up to four digits near the
     * money with little time left ({@code |x|} and s both small), which the inversion passes on to s; past a loss of
     * 90 (an error of 1e-14: s below about 0.0137 near z = 0, less as z grows) it is summed by {@link #millsSeries}.
     */
    static double millsDifference(double z, double s) {
        double r = SQRT_HALF_PI * Normal.erfcx(z * INV_SQRT_2);
        if (s * (1 - z * r) < SERIES_LOSS * r && z <= 4) return millsSeries(z, r, s);
        return r - SQRT_HALF_PI * Normal.erfcx((z + s) * INV_SQRT_2);
    }

    /** The Mills ratio {@code R(z)} for {@code z ≤ 0}: {@code 1/φ(z) − R(−z)}, without cancellation. */
    static double millsRatioNegative(double z) {
        return SQRT_2PI * Math.exp(0.5 * z * z) - SQRT_HALF_PI * Normal.erfcx(-z * INV_SQRT_2);
    }

    /**
     * {@code R(z) − R(z + s) = −Σ R⁽ᵏ⁾(z)·sᵏ/k!} given {@code r = R(z)}, for s up to 0.1 and {@code −s/2 ≤ z ≤ 4}:
     * with {@code R' = zR − 1} and {@code R⁽ᵏ⁺¹⁾ = z·R⁽ᵏ⁾ + k·R⁽ᵏ⁻¹⁾}, the terms {@code u_k = R⁽ᵏ⁾sᵏ/k!} follow
     * {@code u_{k+1} = (z·s·u_k + s²·u_{k−1})/(k+1)}, falling roughly as {@code ((|z| + s)·s)ᵏ/k!}.
     */
    static double millsSeries(double z, double r, double s) {
        double prev = r, u = (z * r - 1) * s, sum = u, zs = z * s, s2 = s * s;
        for (int k = 1; k < INV_NEXT.length && Math.abs(u) > 1e-18 * Math.abs(sum); k++) {
            double next = (zs * u + s2 * prev) * INV_NEXT[k];
            prev = u;
            u = next;
            sum += u;
        }
        return -sum;
    }

    /**
     * The lower branch's start from a table, within about 1e-6 (7.9e-7 at the median over the table, 4.2e-5 at worst),
     * so that one Householder step usually reaches double precision and the step-size test ends the iteration after
     * one evaluation: {@code s/s_c} on a 64 × 64 grid of {@code ln|x|} (|x| from 1e-4 to 5) and
     * {@code r = √(ln b_c / ln β)} (0 to 1), interpolated by cubic Lagrange polynomials through the 4 × 4 nearest
     * nodes. In these coordinates the surface is smooth: {@code s/s_c → 1} as {@code r → 1}, and {@code s/s_c} is near
     * linear in {@code r} as β → 0, where {@code s ≈ |x|/√(−2 ln β)}. On the SPX chain the start is within 1.4e-6 at the
     * median and 6e-6 at the 99th percentile (bilinear on a 32 × 32 grid: 4e-3 and 1.2e-2, two evaluations). The table
     * is solved at first use by the same iteration (about 4,000 solves, each row's nodes started from the two before
     * them), so it holds no constants that could drift from the method.
     */
    static final class LowerGuess {
        private static final int NA = 64, NR = 64;
        private static final double LN_A_MIN = Math.log(1e-4), LN_A_MAX = Math.log(5), A_STEP = (LN_A_MAX - LN_A_MIN) / (NA - 1);
        private static final double[] G = build();

        /** {@code s} to start from, or NaN where |x| is outside the table. */
        static double of(double x, double lnBeta, double bc, double sc) {
            double fa = (roughLog(-x) - LN_A_MIN) / A_STEP;
            if (!(fa >= 0 && fa <= NA - 1)) return Double.NaN;
            double fr = Math.sqrt(roughLog(bc) / lnBeta) * (NR - 1); // β < b_c < 1, so 0 < r < 1
            // the 4 × 4 nodes around the point, shifted inwards at the edges
            int ia = Math.max(0, Math.min((int) fa - 1, NA - 4)), ir = Math.max(0, Math.min((int) fr - 1, NR - 4));
            double ta = fa - ia, tr = fr - ir;
            int k = ia * NR + ir;
            double r0 = lagrange0(tr), r1 = lagrange1(tr), r2 = lagrange1(3 - tr), r3 = lagrange0(3 - tr);
            double ga = lagrange0(ta) * row(k, r0, r1, r2, r3) + lagrange1(ta) * row(k + NR, r0, r1, r2, r3)
                    + lagrange1(3 - ta) * row(k + 2 * NR, r0, r1, r2, r3) + lagrange0(3 - ta) * row(k + 3 * NR, r0, r1, r2, r3);
            return ga * sc;
        }

        /** One row's four nodes from {@code k}, weighted along r. */
        private static double row(int k, double r0, double r1, double r2, double r3) {
            return r0 * G[k] + r1 * G[k + 1] + r2 * G[k + 2] + r3 * G[k + 3];
        }

        /** The weights of nodes 0 and 1 of the cubic through nodes 0..3 at t; nodes 3 and 2 are these at 3 − t. */
        private static double lagrange0(double t) { return -(t - 1) * (t - 2) * (t - 3) * (1.0 / 6); }
        private static double lagrange1(double t) { return t * (t - 2) * (t - 3) * 0.5; }

        private static double[] build() {
            double[] g = new double[NA * NR];
            for (int i = 0; i < NA; i++) {
                double x = -Math.exp(LN_A_MIN + i * A_STEP), sc = Math.sqrt(-2 * x), bMax = Math.exp(0.5 * x);
                double bc = inflectionPrice(sc, bMax), lnBc = Math.log(bc);
                int row = i * NR;
                g[row + NR - 1] = 1; // r = 1 is β = b_c; r = 0 is β → 0, where s → 0
                for (int j = 1; j < NR - 1; j++) {
                    double r = (double) j / (NR - 1), lnBeta = lnBc / (r * r), beta = Math.exp(lnBeta); // β may underflow
                    // from the line through the two nodes before (the surface is near linear in r), else the tail's start
                    double s = j > 2 ? (2 * g[row + j - 1] - g[row + j - 2]) * sc : Double.NaN;
                    if (!(s > 0 && s < sc)) s = tailGuess(lnBeta, beta, x, sc, bc, bMax);
                    g[row + j] = iterate(true, beta, lnBeta, x, bMax, s, 0, sc) / sc;
                }
            }
            return g;
        }
    }

    /**
     * ln y within 1e-9 (7e-10 at worst: the first term the series leaves out), for a positive normal y. The table's
     * coordinates need no more (an error there moves the start far less than the interpolation's own error), and it
     * costs a third of Math.log. With y = m·2^e, m in [√½, √2): ln m = 2·atanh(t), t = (m − 1)/(m + 1), |t| ≤ 0.172,
     * summed to t⁹.
     */
    static double roughLog(double y) {
        long bits = Double.doubleToRawLongBits(y);
        long e = ((bits >>> 52) & 0x7ff) - 1023;
        double m = Double.longBitsToDouble((bits & 0x000f_ffff_ffff_ffffL) | 0x3ff0_0000_0000_0000L);
        if (m > 1.4142135623730951) { m *= 0.5; e++; }
        double t = (m - 1) / (m + 1), t2 = t * t;
        return e * 0.6931471805599453 + 2 * t * (1 + t2 * (1.0 / 3 + t2 * (1.0 / 5 + t2 * (1.0 / 7 + t2 * (1.0 / 9)))));
    }

    private static String round(double v) { return Params.number(Math.round(v * 1e4) / 1e4); }
}
