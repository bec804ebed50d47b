package dev.oqa.model;

import java.nio.file.Path;

/**
 * The quota ledger cannot be read (truncated, random bytes, not UTF-8): the requests already spent are unknown, so
 * nothing is sent until it is repaired. A quota refusal (exit 4), so auto mode still answers from the cache or the
 * local engine; never read as an unused quota.
 */
public final class LedgerUnreadableException extends QuotaExceededException {
    private final transient Path file;

    public LedgerUnreadableException(Path file, String why) {
        super("the quota ledger " + file + " is unreadable (" + why + "), so the requests already spent are unknown and nothing is sent;"
                + " run 'oqa quota repair' (in a notebook: %oqa quota repair) to rebuild it, counting today as spent", null);
        this.file = file;
    }

    public Path file() { return file; }
}
