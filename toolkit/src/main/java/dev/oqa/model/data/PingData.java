package dev.oqa.model.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * {@code data} of {@code GET /ping}: {@code status} is {@code ok} on success. The local engine adds {@code checks}, what
 * it checked before answering (the service sends none, and then the member is left out).
 */
public record PingData(String status, @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Check> checks) {
    /** One check of the local engine's ping: what, whether it passed, and what it found. */
    public record Check(String check, boolean ok, String found) {}

    public PingData { checks = checks == null ? List.of() : List.copyOf(checks); }

    /** A ping without checks: the service's answer. */
    public PingData(String status) { this(status, List.of()); }
}
