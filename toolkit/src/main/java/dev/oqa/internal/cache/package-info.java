/**
 * Persistent state shared by every process of a user: the {@link dev.oqa.internal.cache.QuotaLedger} (one small file per
 * key hash, read-modify-write under an OS file lock, atomic replace) and the {@link dev.oqa.internal.cache.ResponseCache}
 * (one checksummed file per answer, atomic writes, bounded size, time-to-live by family per docs/INTERPRETATION.md (freshness)).
 *
 * <p>Depends on {@code dev.oqa.model} only: the client sits above it (its interceptors use the ledger), never below.
 */
package dev.oqa.internal.cache;
