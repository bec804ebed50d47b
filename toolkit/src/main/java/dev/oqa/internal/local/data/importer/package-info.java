/**
 * The user's own data: importing downloads (Yahoo Finance and Stooq daily CSVs, Cboe's quote-table download, the
 * normalised layouts) into a data folder, listing what a folder holds, and the archive that keeps every
 * {@code /options/chain} answer as a local snapshot. All of them write through {@code DataFolder}: everything is
 * validated before anything is written, and every file is written to a temporary file beside its target and moved
 * into place atomically, so a failed import leaves the folder as it was.
 */
package dev.oqa.internal.local.data.importer;
