package dev.oqa.internal.client;

import dev.oqa.internal.cache.ResponseCache;
import dev.oqa.model.AuthException;
import dev.oqa.model.Redaction;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * An API key: 48 hexadecimal characters, as the service document says, checked before anything is sent. The secret is
 * readable only inside this package (the auth interceptor and the credentials file); {@link #toString()}
 * is redacted, and caches and ledgers are namespaced by {@link #hash()}, never by the key.
 *
 * <p>Hex is case-blind, so {@code ABC…} and {@code abc…} are one key: one hash, one ledger, one quota.
 * Every key this process builds is handed to {@link Redaction#remember} (which keeps its 8-character windows, not the
 * string), so that any run of 8 or more of its characters is hidden, in either case, wherever it turns up.
 */
public final class ApiKey {
    private static final Pattern FORM = Pattern.compile("[0-9a-fA-F]{48}");

    private final String secret;
    private final String hash;

    private ApiKey(String secret) {
        this.secret = secret;
        this.hash = ResponseCache.sha256(secret.toLowerCase(Locale.ROOT)).substring(0, 16);
        Redaction.remember(secret);
    }

    /** Trims, then checks the 48-hex form; a malformed key is an {@link AuthException} that never echoes it. */
    public static ApiKey of(String key) {
        String k = key == null ? "" : key.trim();
        if (k.isEmpty()) throw new AuthException("missing_api_key", "no API key given; set OQA_API_KEY or run %oqa login");
        if (!FORM.matcher(k).matches())
            throw new AuthException("malformed_api_key", "the API key is malformed: expected 48 hexadecimal characters (0-9, a-f), got "
                    + k.length() + " characters" + (k.length() == 48 ? " with non-hex ones" : ""));
        return new ApiKey(k);
    }

    /** True when {@code key} has the documented form; never throws. */
    public static boolean isWellFormed(String key) { return key != null && FORM.matcher(key.trim()).matches(); }

    /** First 16 hex digits of the SHA-256 of the lower-cased key: the namespace of its cache entries and quota ledger. */
    public String hash() { return hash; }

    /** The secret, for the request header and the credentials file only. */
    String reveal() { return secret; }

    @Override public boolean equals(Object o) { return o instanceof ApiKey k && k.secret.equalsIgnoreCase(secret); }

    @Override public int hashCode() { return secret.toLowerCase(Locale.ROOT).hashCode(); }

    /** Redacted: shows the last 4 characters only, as dashboards do, so a user can tell two keys apart. */
    @Override public String toString() { return "ApiKey[…" + secret.substring(44) + "]"; }
}
