package dev.oqa.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Objects;

/**
 * An open member that no known shape could read: kept as received for a generic view.
 *
 * @param member the member's path in {@code data}, e.g. {@code timeseries.drawdown_pct}
 * @param reason what was found, in a user's terms
 * @param raw    the member as received
 */
public record Unread(String member, String reason, JsonNode raw) {
    public Unread {
        Objects.requireNonNull(member, "member");
        Objects.requireNonNull(reason, "reason");
    }

    /** The note a view shows: {@code could not read member 'stats' (a string); shown as received}. */
    public String note() { return "could not read member '" + member + "' (" + reason + "); shown as received"; }
}
