package dev.oqa.client;

import java.net.URI;
import java.util.Locale;

/** Checks a service address: absolute http(s), no query, trailing slash dropped; {@code /api/v0} is added by the client. */
final class BaseUrl {
    private BaseUrl() {}

    static String check(String url, String origin) {
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
        throw new ConfigException("base URL from " + origin + " is not usable: '" + ApiKey.redact(u)
                + "'; expected http(s)://host[:port][/prefix] without a query, e.g. http://127.0.0.1:8080");
    }
}
