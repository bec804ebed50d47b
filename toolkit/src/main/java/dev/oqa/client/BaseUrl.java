package dev.oqa.client;

import java.net.URI;
import java.util.Locale;

/** Checks a service address: absolute http(s), no query, trailing slash dropped; {@code /api/v0} is added by the client. */
public final class BaseUrl {
    private BaseUrl() {}

    /** The checked address, trailing slashes dropped; a {@link ConfigException} naming {@code origin} otherwise. */
    public static String check(String url, String origin) {
        String u = url == null ? "" : url.trim();
        while (u.endsWith("/")) u = u.substring(0, u.length() - 1);
        try {
            URI uri = new URI(u);
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if ((scheme.equals("http") || scheme.equals("https")) && uri.getHost() != null && uri.getRawQuery() == null
                    && uri.getUserInfo() == null) return u;
        } catch (Exception ignored) {
            // reported below
        }
        throw new ConfigException("the base URL from " + origin + " is not usable: '" + ApiKey.redact(u)
                + "'; expected http(s)://host[:port][/prefix] without a query, e.g. http://127.0.0.1:8080");
    }
}
