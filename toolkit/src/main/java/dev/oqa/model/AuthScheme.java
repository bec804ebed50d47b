package dev.oqa.model;

import java.util.Locale;

/** The three header forms of the service document's authentication. {@code API_KEY} is the one the document prefers. */
public enum AuthScheme {
    /** {@code Authorization: ApiKey <key>} (preferred). */
    API_KEY("Authorization", "ApiKey "),
    /** {@code Authorization: Bearer <key>} (legacy clients). */
    BEARER("Authorization", "Bearer "),
    /** {@code X-API-Key: <key>}. */
    X_API_KEY("X-API-Key", "");

    private final String header;
    private final String prefix;

    AuthScheme(String header, String prefix) {
        this.header = header;
        this.prefix = prefix;
    }

    public String header() { return header; }

    /** What goes before the key in the header's value ({@code "ApiKey "}, {@code "Bearer "}, or nothing). */
    public String prefix() { return prefix; }

    /** Accepts {@code apikey}, {@code api_key}, {@code bearer}, {@code x-api-key}, case-insensitive. */
    public static AuthScheme parse(String s) {
        String v = s == null ? "" : s.trim().toLowerCase(Locale.ROOT).replace('-', '_');
        return switch (v) {
            case "apikey", "api_key" -> API_KEY;
            case "bearer" -> BEARER;
            case "x_api_key" -> X_API_KEY;
            default -> throw new ConfigException("auth scheme '" + s + "' is not accepted; use apikey, bearer or x-api-key");
        };
    }
}
