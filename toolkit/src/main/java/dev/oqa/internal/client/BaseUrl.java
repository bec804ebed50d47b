package dev.oqa.internal.client;

import dev.oqa.model.ConfigException;
import dev.oqa.model.Redaction;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import okhttp3.HttpUrl;

/**
 * A checked service address: absolute http(s), no query, no fragment, no user information, a port of 1 to 65535,
 * trailing slashes dropped ({@code /api/v0} is added by the client).
 *
 * <p>The key travels in a header, so plain http shows it to anyone on the path. {@link #forKey} accepts plain http
 * only to this machine (127.0.0.0/8, ::1, {@code localhost}) unless the user consented ({@link InsecureHttp}); then
 * {@link #clearTextWarning} names the host for every call. Other host names count as remote even when they resolve to
 * loopback: what a name resolves to can change between the check and the call.
 *
 * <p>An address with user information ({@code http://alice:secret@host}) is refused without being repeated: the
 * password would end up in status lines, errors and notebooks.
 */
public final class BaseUrl {
    private static final Pattern DOTTED_QUAD = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");

    private final String url;
    private final String host;
    private final boolean plainHttp;

    private BaseUrl(String url, String host, boolean plainHttp) {
        this.url = url;
        this.host = host;
        this.plainHttp = plainHttp;
    }

    /**
     * The address's form checked, not yet where the key may go; a {@link ConfigException} naming {@code origin}
     * (e.g. {@code --base-url}, {@code env OQA_BASE_URL}) otherwise.
     */
    public static BaseUrl parse(String url, String origin) {
        String u = url == null ? "" : url.trim();
        while (u.endsWith("/")) u = u.substring(0, u.length() - 1);
        // Checked on the raw text, before any parser: "alice:pw@host" without a scheme parses as an opaque URI.
        if (u.indexOf('@') >= 0)
            throw new ConfigException("the base URL from " + origin + " holds user information (a name or password before '@'), which is"
                    + " never sent and not shown here; give the address without it, e.g. https://api.example.com or http://127.0.0.1:8080");
        try {
            URI uri = new URI(u);
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if ((scheme.equals("http") || scheme.equals("https")) && uri.getHost() != null && uri.getRawQuery() == null
                    && uri.getRawFragment() == null) {
                // java.net.URI takes any digits as a port; the wire (okhttp) takes 1..65535 only.
                if (uri.getPort() == 0 || uri.getPort() > 65535)
                    throw new ConfigException("the base URL from " + origin + " is not usable: '" + Redaction.redact(u) + "' has port "
                            + uri.getPort() + "; a port is 1 to 65535, e.g. http://127.0.0.1:8080");
                HttpUrl wire = HttpUrl.parse(u);
                if (wire != null) return new BaseUrl(u, wire.host(), scheme.equals("http"));
            }
        } catch (ConfigException e) {
            throw e;
        } catch (Exception ignored) {
            // reported below
        }
        throw new ConfigException("the base URL from " + origin + " is not usable: '" + Redaction.redact(u)
                + "'; expected http(s)://host[:port][/prefix] without a query, e.g. http://127.0.0.1:8080");
    }

    /**
     * An address the key may be sent to: https anywhere, plain http to this machine, or plain http elsewhere when
     * {@code insecure} consents. A {@link ConfigException} (exit 2) before anything is sent otherwise.
     */
    public static BaseUrl forKey(String url, String origin, InsecureHttp insecure) {
        BaseUrl b = parse(url, origin);
        if (b.inClear() && !insecure.allowed())
            throw new ConfigException("the base URL from " + origin + ", " + b.url + ", is plain http to " + b.host
                    + ", which is not this machine: the API key would cross the network unencrypted. Use https://, or plain http"
                    + " only to 127.0.0.1, ::1 or localhost; to send the key in clear anyway, pass --" + InsecureHttp.FLAG + ", set "
                    + InsecureHttp.ENV + "=" + InsecureHttp.CONSENT + " or put " + InsecureHttp.SETTING + "=" + InsecureHttp.CONSENT
                    + " in the settings file");
        return b;
    }

    public String url() { return url; }

    /** The host as okhttp will connect to it: lower case, an IPv6 literal without brackets. */
    public String host() { return host; }

    /** True when the key would cross a network unencrypted: plain http to a host that is not this machine. */
    public boolean inClear() { return plainHttp && !thisMachine(host); }

    /** The warning each call to a consented plain-http address carries; empty for any other address. */
    public Optional<String> clearTextWarning(InsecureHttp insecure) {
        if (!inClear()) return Optional.empty();
        return Optional.of("warning: the API key went to " + host + " over plain http, unencrypted (allowed by "
                + insecure.allowedBy().orElse("nobody") + "); anyone on the network path can read it, use https:// to keep it private");
    }

    /**
     * 127.0.0.0/8 and ::1 as literals, and the name {@code localhost}. Literals only: resolving a name here would ask
     * the network before the user agreed to anything, and the answer could differ at connect time.
     */
    static boolean thisMachine(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        if (h.equals("localhost")) return true;
        if (DOTTED_QUAD.matcher(h).matches()) {
            String[] octets = h.split("\\.");
            for (String o : octets) if (Integer.parseInt(o) > 255) return false;
            return octets[0].equals("127");
        }
        if (h.indexOf(':') < 0) return false;
        try {
            // With a colon, InetAddress parses an IPv6 literal and never looks a name up; ::ffff:127.0.0.1 counts too.
            return InetAddress.getByName(h).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    @Override public String toString() { return url; }
}
