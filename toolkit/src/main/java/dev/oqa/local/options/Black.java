package dev.oqa.local.options;

/**
 * Black (forward) and Black-Scholes (spot) formulas. All prices are per unit of underlying; rates and
 * dividend yields are continuously compounded annual rates and {@code t} is in years.
 *
 * <p>The normalised form follows Jäckel ("Let's Be Rational", 2015): {@code x = ln(F/K)},
 * {@code s = σ√T}, {@code b = price/√(FK)}. Prices are computed as intrinsic value plus the
 * out-of-the-money option, so small time values keep their relative precision (implied volatility
 * depends on it).
 */
public final class Black {
    private Black() {}

    /** Undiscounted Black price of a call ({@code call=true}) or put on a forward. */
    public static double price(double forward, double strike, double sigma, double t, boolean call) {
        checkPositive("forward", forward);
        checkPositive("strike", strike);
        return Math.sqrt(forward * strike) * normalisedPrice(Math.log(forward / strike), sigma * Math.sqrt(Math.max(t, 0)), call);
    }

    /** Normalised Black price {@code b(x, s)}. */
    public static double normalisedPrice(double x, double s, boolean call) {
        double intrinsic = call ? normalisedIntrinsic(x) : normalisedIntrinsic(-x);
        return intrinsic + otmCall(-Math.abs(x), s);
    }

    /** {@code max(e^{x/2} − e^{−x/2}, 0)}: the normalised intrinsic value of a call. */
    static double normalisedIntrinsic(double x) {
        return x > 0 ? 2 * Math.sinh(0.5 * x) : 0.0;
    }

    /** Out-of-the-money normalised call ({@code x ≤ 0}); equals the normalised put at {@code −x}. */
    static double otmCall(double x, double s) {
        if (!(s > 0)) return 0.0;
        double h = x / s, t = 0.5 * s;
        double b = Math.exp(0.5 * x) * Normal.cdf(h + t) - Math.exp(-0.5 * x) * Normal.cdf(h - t);
        return Math.max(b, 0.0);
    }

    /** ∂b/∂s = φ(x/s + s/2)·e^{x/2}, the same for calls and puts. */
    public static double normalisedVega(double x, double s) {
        if (!(s > 0)) return x == 0 ? Normal.INV_SQRT_2PI : 0.0;
        double h = x / s, t = 0.5 * s;
        return Normal.pdf(h + t) * Math.exp(0.5 * x);
    }

    // ---- Black-Scholes on spot with rate r and dividend yield q (Hull's conventions) ----

    static double d1(double spot, double strike, double sigma, double t, double r, double q) {
        return (Math.log(spot / strike) + (r - q + 0.5 * sigma * sigma) * t) / (sigma * Math.sqrt(t));
    }

    /** Black-Scholes price of a European option on a spot with dividend yield {@code q}. */
    public static double bsPrice(double spot, double strike, double sigma, double t, double r, double q, boolean call) {
        double forward = spot * Math.exp((r - q) * t);
        return Math.exp(-r * t) * price(forward, strike, sigma, t, call);
    }

    /** ∂V/∂S. */
    public static double delta(double spot, double strike, double sigma, double t, double r, double q, boolean call) {
        double d1 = d1(spot, strike, sigma, t, r, q);
        return call ? Math.exp(-q * t) * Normal.cdf(d1) : -Math.exp(-q * t) * Normal.cdf(-d1);
    }

    /**
     * ∂²V/∂S² = e^{−qT}φ(d1)/(Sσ√T), the same for calls and puts. Returns 0 when {@code t ≤ 0} or
     * {@code sigma ≤ 0}, as Perfiliev's GEX script does (no defined gamma without time or volatility).
     */
    public static double gamma(double spot, double strike, double sigma, double t, double r, double q) {
        if (!(t > 0) || !(sigma > 0)) return 0.0;
        double d1 = d1(spot, strike, sigma, t, r, q);
        return Math.exp(-q * t) * Normal.pdf(d1) / (spot * sigma * Math.sqrt(t));
    }

    /** ∂V/∂σ per 1.00 of volatility (divide by 100 for "per vol point"). */
    public static double vega(double spot, double strike, double sigma, double t, double r, double q) {
        double d1 = d1(spot, strike, sigma, t, r, q);
        return spot * Math.exp(-q * t) * Normal.pdf(d1) * Math.sqrt(t);
    }

    /** ∂V/∂t per year of calendar time passing (negative for long options; divide by 365 for per day). */
    public static double theta(double spot, double strike, double sigma, double t, double r, double q, boolean call) {
        double d1 = d1(spot, strike, sigma, t, r, q), d2 = d1 - sigma * Math.sqrt(t);
        double decay = -spot * Math.exp(-q * t) * Normal.pdf(d1) * sigma / (2 * Math.sqrt(t));
        if (call)
            return decay - r * strike * Math.exp(-r * t) * Normal.cdf(d2) + q * spot * Math.exp(-q * t) * Normal.cdf(d1);
        return decay + r * strike * Math.exp(-r * t) * Normal.cdf(-d2) - q * spot * Math.exp(-q * t) * Normal.cdf(-d1);
    }

    /** ∂V/∂r per 1.00 of rate (divide by 100 for "per 1%"). */
    public static double rho(double spot, double strike, double sigma, double t, double r, double q, boolean call) {
        double d2 = d1(spot, strike, sigma, t, r, q) - sigma * Math.sqrt(t);
        return call ? strike * t * Math.exp(-r * t) * Normal.cdf(d2) : -strike * t * Math.exp(-r * t) * Normal.cdf(-d2);
    }

    private static void checkPositive(String name, double v) {
        if (!(v > 0) || Double.isInfinite(v)) throw new IllegalArgumentException(name + " must be a positive finite number, got " + v);
    }
}
