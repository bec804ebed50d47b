/**
 * The local quant engine: the six {@code /quant/*} endpoints computed from daily adjusted closes (risk, asset
 * correlation, market memory, the long-only portfolio optimizer, seasonality and sector breadth).
 *
 * <p>Conventions are stated once, in {@code QuantConventions} and {@code Metrics}: 252 trading days a year, sample
 * statistics, an annual risk-free rate of 0 by default, empyrical's definitions of Sharpe, Sortino, drawdown,
 * CAGR and alpha, PyPortfolioOpt's estimators. The methods, the answer shapes and their references are in
 * {@code docs/METHODS.md}.
 */
package dev.oqa.internal.local.quant;
