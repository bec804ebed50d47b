package dev.oqa.internal.math;

/**
 * Black (forward) and Black-Scholes (spot) formulas.
 *
 * <p>Units: prices per unit of underlying, in the currency of the forward, spot and strike; {@code sigma}
 * an annualised volatility as a decimal (0.20 = 20%); {@code t} in years; {@code r} and {@code q}
 * continuously compounded annual rates as decimals. {@link #price} is undiscounted (the forward premium);
 * {@link #bsPrice} and {@link #greeks} are on spot with Hull's conventions.
 *
 * <p>The normalised form follows Jäckel ("Let's Be Rational", Wilmott 2015): {@code x = ln(F/K)},
 * {@code s = σ√T}, {@code b = price/√(FK)}. Prices are computed as intrinsic value plus the
 * out-of-the-money option, so small time values keep their relative precision (implied volatility
 * depends on it).
 */
public final class Black {
    private Black() {}

    /** Undiscounted Black price of an option on a forward. */
    public static double price(OptionType type, double forward, double strike, double sigma, double t) {
        checkPositive("forward", forward);
        checkPositive("strike", strike);
        return Math.sqrt(forward * strike) * normalisedPrice(Math.log(forward / strike), sigma * Math.sqrt(Math.max(t, 0)), type);
    }

    /** Normalised Black price {@code b(x, s)} with {@code x = ln(F/K)}, {@code s = σ√T}. */
    public static double normalisedPrice(double x, double s, OptionType type) {
        return normalisedIntrinsic(type.sign() * x) + otmCall(-Math.abs(x), s);
    }

    /** {@code max(e^{x/2} − e^{−x/2}, 0)}: the normalised intrinsic value of a call. */
    static double normalisedIntrinsic(double x) {
        return x > 0 ? twoSinhHalf(x, Math.exp(-0.5 * x)) : 0.0;
    }

    /** 1/(2k+1)!, k = 1..7: the Taylor series of sinh(h)/h to 5e-17 for h ≤ ½. */
    private static final double[] SINH_SERIES = {1.0 / 6, 1.0 / 120, 1.0 / 5040, 1.0 / 362880, 1.0 / 39916800,
            1.0 / 6227020800.0, 1.0 / 1307674368000.0};

    /**
     * {@code 2·sinh(a/2)} for {@code a ≥ 0}, given {@code e = e^{−a/2}}: {@code 1/e − e}, which loses nothing to
     * cancellation once {@code a/2 ≥ ½} (the two terms differ by a factor e or more), and the Taylor series below.
     * Math.sinh is StrictMath's, several times the cost of the exponential the caller already has.
     */
    static double twoSinhHalf(double a, double e) {
        double h = 0.5 * a;
        if (h >= 0.5) return 1 / e - e;
        double h2 = h * h, p = SINH_SERIES[6];
        for (int k = 5; k >= 0; k--) p = p * h2 + SINH_SERIES[k];
        return 2 * h * (1 + h2 * p);
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

    /** Black-Scholes price of a European option on a spot with dividend yield {@code q}. */
    public static double bsPrice(OptionType type, double spot, double strike, double sigma, double t, double r, double q) {
        double forward = spot * Math.exp((r - q) * t);
        return Math.exp(-r * t) * price(type, forward, strike, sigma, t);
    }

    /**
     * ∂²V/∂S² = e^{−qT}φ(d1)/(Sσ√T), the same for calls and puts. Returns 0 when {@code t ≤ 0} or
     * {@code sigma ≤ 0}, as Perfiliev's GEX script does (no defined gamma without time or volatility).
     */
    public static double gamma(double spot, double strike, double sigma, double t, double r, double q) {
        if (!(t > 0) || !(sigma > 0)) return 0.0;
        double sd = sigma * Math.sqrt(t);
        double d1 = (Math.log(spot / strike) + (r - q) * t) / sd + 0.5 * sd;
        return Math.exp(-q * t) * Normal.pdf(d1) / (spot * sd);
    }

    /**
     * Price, delta, gamma, vega, theta and rho of a European option on a spot with dividend yield {@code q},
     * from one {@code d1 = (ln(S/K) + (r − q + σ²/2)T)/(σ√T)} and {@code d2 = d1 − σ√T} (Hull, ch. 19).
     * The price is the precise one of {@link #bsPrice} (intrinsic plus out-of-the-money part).
     *
     * @throws IllegalArgumentException when spot, strike, sigma or t is not a positive finite number
     */
    public static Greeks greeks(OptionType type, double spot, double strike, double sigma, double t, double r, double q) {
        checkPositive("spot", spot);
        checkPositive("strike", strike);
        checkPositive("sigma", sigma);
        checkPositive("t", t);
        double sqrtT = Math.sqrt(t), sd = sigma * sqrtT;
        double dfR = Math.exp(-r * t), dfQ = Math.exp(-q * t);
        double forward = spot * Math.exp((r - q) * t);
        double x = Math.log(forward / strike);
        double d1 = x / sd + 0.5 * sd, d2 = d1 - sd;
        double pdf = Normal.pdf(d1);
        double th = type.sign();
        double nd1 = Normal.cdf(th * d1), nd2 = Normal.cdf(th * d2);   // Φ(θd1), Φ(θd2): each side computed directly
        double price = dfR * Math.sqrt(forward * strike) * normalisedPrice(x, sd, type);
        double delta = th * dfQ * nd1;
        double gamma = dfQ * pdf / (spot * sd);
        double vega = spot * dfQ * pdf * sqrtT;
        double theta = -spot * dfQ * pdf * sigma / (2 * sqrtT) - th * r * strike * dfR * nd2 + th * q * spot * dfQ * nd1;
        double rho = th * strike * t * dfR * nd2;
        return new Greeks(price, delta, gamma, vega, theta, rho);
    }

    private static void checkPositive(String name, double v) {
        if (!(v > 0) || Double.isInfinite(v)) throw new IllegalArgumentException(name + " must be a positive finite number, got " + v);
    }
}
