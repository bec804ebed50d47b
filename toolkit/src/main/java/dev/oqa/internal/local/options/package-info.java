/**
 * The local options engine: every options and greeks endpoint computed from a chain snapshot.
 *
 * <h2>Conventions (and why)</h2>
 * <ul>
 *   <li><b>Snapshots</b>: see {@link dev.oqa.internal.local.data.SnapshotCatalog} (file layout, ticker mapping
 *       SPX/SPXW, as-of selection, Cboe downloads accepted as they are, in-memory cache).</li>
 *   <li><b>Rates and dividends</b>: not in the files, so none are assumed. Each expiry's forward comes from
 *       put–call parity ({@link dev.oqa.internal.local.options.Forwards}); with r = 0 the quoted price is the
 *       undiscounted Black price. This absorbs dividends (SPY's 2023-09-15 ex-date) and carry.</li>
 *   <li><b>Implied volatility</b> ({@link dev.oqa.internal.math.ImpliedVol}): Black on the bid/ask mid at
 *       the parity forward, time ACT/365 in calendar days from the snapshot's day; missing with a reason
 *       when the mid is below intrinsic, at/above the maximum, absent, or there is no time left.</li>
 *   <li><b>GEX</b> ({@link dev.oqa.internal.local.options.GexCalculator}): dollars per 1% move, calls +, puts −
 *       (dealers long calls, short puts); zero gamma by Perfiliev's re-pricing with time = Mon–Fri business
 *       days / 262, r = q = 0, each contract on its own IV.</li>
 *   <li><b>Expected move</b>: full ATM-forward straddle, linear between bracketing strikes, bands around the
 *       forward. <b>IV term</b>: ATM at the forward, linear in total variance. <b>OI</b>: OpenBB record
 *       shape. <b>UOA</b>: Barchart's rule, no sweep labels (they need trade data).</li>
 *   <li><b>range_pct</b> defaults per the service document's parameter rules: expected-move 1.0, iv 0.15, open-interest 0.25, chain
 *       0.15, gex 1.0; strikes with |K − S| ≤ range_pct·S are kept.</li>
 * </ul>
 */
package dev.oqa.internal.local.options;
