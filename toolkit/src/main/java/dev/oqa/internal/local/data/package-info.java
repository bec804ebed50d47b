/**
 * Reading local data: a {@code DataSource} (the bundled set in the jar, or a folder), daily prices
 * ({@code PriceLoader}, cached by {@code PriceStore}) and option-chain snapshots ({@code SnapshotCatalog}, reading
 * the normalised long form or Cboe's quote-table download as saved) into columnar {@code ChainSnapshot}s.
 *
 * <p>The folder layout and the file shapes are described once, in {@code docs/DATA.md}. Every CSV is read and
 * written in one dialect by {@code Csv}, within the bounds of {@code DataLimits} ({@code BoundedInput} for the bytes);
 * every file name built from data comes from {@code DataFile}. Every problem in a file is a
 * {@code LocalDataException} naming the file and the line: an answer computed over silently skipped rows would be
 * wrong without notice.
 */
package dev.oqa.internal.local.data;
