package dev.oqa.model;

import java.nio.file.Path;

/**
 * One key's quota ledger, as {@code oqa quota repair|unblock} works on it. The counts it holds are in
 * {@link Status}; the ledger itself is shared by every process of the user.
 */
public interface LedgerView {
    /** What {@link #repair()} or {@link #unblock()} did, in words for the user. */
    record Outcome(boolean changed, String message) {}

    /** The ledger file ({@code quota/<key-hash>.ledger}). */
    Path file();

    QuotaLimits limits();

    /** Rebuilds an unreadable ledger conservatively (today counted as spent); leaves a readable one alone. */
    Outcome repair();

    /** Clears a wait the service asked for (a 429's Retry-After or "quota spent"), counts untouched. */
    Outcome unblock();
}
