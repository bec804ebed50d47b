package dev.oqa.internal.client;

import dev.oqa.model.ConfigException;

import dev.oqa.model.Redaction;
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
                    && uri.getUserInfo() == null && uri.getRawFragment() == null) {
                // java.net.URI takes any digits as a port; the wire (okhttp) takes 1..65535 only.
                if (uri.getPort() == 0 || uri.getPort() > 65535)
                    throw new ConfigException("the base URL from " + origin + " is not usable: '" + Redaction.redact(u) + "' has port "
                            + uri.getPort() + "; a port is 1 to 65535, e.g. http://127.0.0.1:8080");
                if (okhttp3.HttpUrl.parse(u) != null) return u;
            }
        } catch (ConfigException e) {
            throw e;
        } catch (Exception ignored) {
            // reported below
        }
        throw new ConfigException("the base URL from " + origin + " is not usable: '" + Redaction.redact(u)
                + "'; expected http(s)://host[:port][/prefix] without a query, e.g. http://127.0.0.1:8080");
    }
}
