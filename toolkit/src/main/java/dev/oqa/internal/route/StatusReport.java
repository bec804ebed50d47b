package dev.oqa.internal.route;

import dev.oqa.internal.cache.QuotaLedger;
import dev.oqa.internal.cache.ResponseCache;
import dev.oqa.internal.config.OqaSettings;
import dev.oqa.internal.config.SettingsResolver.Resolved;
import dev.oqa.model.LedgerUnreadableException;
import dev.oqa.model.QuotaLimits;
import dev.oqa.model.Status;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Optional;

/** What {@code oqa status} shows: the resolved settings, this key's quota as the ledger has it, and the cache. */
public final class StatusReport {
    private StatusReport() {}

    public static Status of(Resolved r, Router router) {
        OqaSettings s = r.settings();
        QuotaLimits limits = s.limits();
        QuotaLedger.Usage u = null;
        String quotaProblem = null;
        if (router.ledger().isPresent()) {
            try {
                u = router.ledger().get().usage();
            } catch (LedgerUnreadableException e) {
                quotaProblem = e.getMessage();
            } catch (UncheckedIOException e) {
                quotaProblem = e.getMessage() + "; nothing can be sent until it can be read";
            }
        }
        Instant instant = s.clock().instant();
        ZonedDateTime now = instant.atZone(limits.zone());
        Instant dayReset = u != null ? u.dayResetsAt() : now.toLocalDate().plusDays(1).atStartOfDay(limits.zone()).toInstant();
        Instant monthReset = u != null ? u.monthResetsAt() : YearMonth.from(now).plusMonths(1).atDay(1).atStartOfDay(limits.zone()).toInstant();
        ResponseCache cache = router.cache();
        return new Status(s.mode(), r.key() != null, r.keySource(), Optional.ofNullable(r.baseUrl()), r.baseUrlSource(), s.scheme(), s.policy(),
                u == null ? 0 : u.usedToday(), limits.perDay(), u == null ? 0 : u.usedMonth(), limits.perMonth(), limits.perMinute(),
                dayReset, monthReset, limits.zone(),
                Optional.ofNullable(u == null ? null : u.blockedUntil()).filter(b -> b.isAfter(instant)),
                cache.dir(), cache.size(), cache.entries(), cache.maxBytes(),
                r.problems().stream().map(Throwable::getMessage).toList(), u == null ? List.of() : u.notes(), Optional.ofNullable(quotaProblem));
    }
}
