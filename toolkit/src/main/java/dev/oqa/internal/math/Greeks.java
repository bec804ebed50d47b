package dev.oqa.internal.math;

/**
 * A Black-Scholes price with its first-order greeks and gamma, all from one {@code d1}/{@code d2}
 * (see {@link Black#greeks}). Units follow the inputs: price and theta in the currency of spot and strike per
 * unit of underlying; {@code t} in years.
 *
 * @param price value of the option
 * @param delta ∂V/∂S
 * @param gamma ∂²V/∂S² (the same for calls and puts)
 * @param vega  ∂V/∂σ per 1.00 of volatility (divide by 100 for "per vol point")
 * @param theta ∂V/∂t per year of calendar time passing, negative for a decaying long option (divide by 365
 *              for "per day")
 * @param rho   ∂V/∂r per 1.00 of rate (divide by 100 for "per 1%")
 */
public record Greeks(double price, double delta, double gamma, double vega, double theta, double rho) {}
