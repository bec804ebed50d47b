package dev.oqa.internal.client;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.Json;
import java.io.IOException;
import java.util.Locale;

/**
 * The {@code error} of a response in either shape of the service document's errors (docs/INTERPRETATION.md, limits and failures): {@code {"error":{"code",
 * "message"}}} or {@code {"error":"code"}}; both null when the body is neither. Classifies the failure the
 * way every caller must agree on, so the retry decision and the thrown error never disagree.
 */
record ErrorBody(String code, String message) {
    static ErrorBody of(byte[] body) {
        try {
            // An empty body reads as a missing node; textValue() is the text of a JSON string and null for anything else.
            JsonNode err = Json.MAPPER.readTree(body).path("error");
            if (err.isObject()) return new ErrorBody(err.path("code").textValue(), err.path("message").textValue());
            return new ErrorBody(err.textValue(), null);
        } catch (IOException | RuntimeException notJson) {
            return new ErrorBody(null, null); // described by a snippet of the body instead
        }
    }

    private String lc() { return code == null ? "" : code.toLowerCase(Locale.ROOT); }

    boolean isAuth(int status) { return status == 401 || status == 403 || lc().equals("missing_api_key") || lc().equals("invalid_api_key"); }

    /** The service says the daily or monthly quota is spent (a 429 or a code naming the quota). */
    boolean isQuota(int status) { return !isAuth(status) && lc().contains("quota"); }

    /** A per-minute limit: worth waiting out when the wait is short, unlike a spent quota. */
    boolean isRateLimit(int status) { return !isAuth(status) && !isQuota(status) && (status == 429 || lc().contains("rate")); }
}
