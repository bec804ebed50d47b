/**
 * Numerics with no knowledge of endpoints, files or views: the normal distribution, Black and
 * Black-Scholes prices and greeks, implied volatility, business-day counts (and the quadratic-programming
 * and Cholesky solvers of the optimizer).
 *
 * <h2>Units and conventions</h2>
 * <ul>
 *   <li><b>Volatility</b> {@code sigma}: annualised, as a decimal (0.20 = 20%).</li>
 *   <li><b>Time</b> {@code t}: in years; the caller chooses the day count (the options engine uses ACT/365 for
 *       implied volatility and business days/262 for Perfiliev's GEX, see {@link dev.oqa.internal.math.BusinessDays}).</li>
 *   <li><b>Rates</b> {@code r} and dividend yield {@code q}: continuously compounded annual rates, as decimals.</li>
 *   <li><b>Prices</b>: per unit of underlying, in the currency of spot, forward and strike. Black prices on a
 *       forward are undiscounted; Black-Scholes prices on spot are discounted at {@code r}.</li>
 *   <li><b>Greeks</b> ({@link dev.oqa.internal.math.Greeks}): delta per 1 of underlying; gamma per 1 of underlying
 *       squared; vega per 1.00 of volatility; theta per year of calendar time; rho per 1.00 of rate.</li>
 *   <li><b>Put or call</b>: {@link dev.oqa.internal.math.OptionType}, never a boolean.</li>
 *   <li><b>Normalised Black</b> (Jäckel, "Let's Be Rational", 2015): {@code x = ln(F/K)}, {@code s = σ√T},
 *       {@code b = price/√(FK)}; implied volatility is solved in these variables.</li>
 * </ul>
 *
 * <p>Accuracy: {@link dev.oqa.internal.math.Normal#cdf} keeps about 1e-16 relative accuracy into the far tail (Cody's
 * erfc), so prices of far out-of-the-money options, and their implied volatilities, keep full precision.
 */
package dev.oqa.internal.math;
