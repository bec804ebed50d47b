/**
 * Universe scans: one analytic over every option snapshot or every ticker of a data folder, one row each.
 *
 * <p>The rows are the headline figures of the toolkit's own calculators
 * ({@link dev.oqa.internal.local.options.Headline} for snapshots, {@link dev.oqa.internal.local.quant.TickerHeadline} for tickers),
 * computed by {@link dev.oqa.internal.scan.ScanFunctions}, which every engine calls unchanged:
 * {@link dev.oqa.internal.scan.LocalScanEngine} in process on every core, and the Spark engine of the separate
 * {@code oqa-spark} module (found through {@link java.util.ServiceLoader}, so the toolkit never loads Spark).
 * A task that fails becomes a row with its {@code error}; a scan never fails because one file is bad.
 * {@code --history} is the scan of one underlying's snapshots with {@link dev.oqa.internal.scan.ScanAnalytic#OPTIONS}
 * ({@link dev.oqa.internal.scan.History}).
 */
package dev.oqa.internal.scan;
