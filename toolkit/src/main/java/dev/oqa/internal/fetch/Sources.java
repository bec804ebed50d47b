package dev.oqa.internal.fetch;

import dev.oqa.model.ConfigException;
import dev.oqa.internal.client.SettingsFile;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import okhttp3.HttpUrl;

/**
 * Where each source lives: its public host, or a base URL ({@code scheme://host[:port]}) from env
 * {@code OQA_SOURCE_CBOE|YAHOO|FRED}, else from the same key in the settings file beside the credentials. The base
 * replaces the host only; the path stays the documented one, so a mirror or a proxy serves the same paths.
 */
public final class Sources {
    private final Map<Provider, HttpUrl> bases;

    private Sources(Map<Provider, HttpUrl> bases) { this.bases = Map.copyOf(bases); }

    /**
     * @param settingsFile the settings file ({@code <config>/settings}), or null
     * @throws ConfigException for a value that is not a base URL, naming where it came from
     */
    public static Sources resolve(Map<String, String> env, Path settingsFile) {
        return from(env, settingsFile == null ? null : SettingsFile.at(settingsFile));
    }

    /** {@link #resolve} with settings already read, or null. */
    public static Sources from(Map<String, String> env, SettingsFile settings) {
        Map<Provider, HttpUrl> m = new EnumMap<>(Provider.class);
        for (Provider p : Provider.values()) {
            String e = env.get(p.key());
            Optional<String> s = settings == null ? Optional.empty() : settings.get(p.key());
            if (e != null && !e.isBlank()) m.put(p, base(e, "env " + p.key()));
            else if (s.isPresent()) m.put(p, base(s.get(), p.key() + " in " + settings.file()));
            else m.put(p, HttpUrl.get(p.publicBase()));
        }
        return new Sources(m);
    }

    /** The base URL of {@code p}; paths are resolved against it. */
    public HttpUrl base(Provider p) { return bases.get(p); }

    static HttpUrl base(String raw, String origin) {
        String v = raw.trim();
        while (v.endsWith("/")) v = v.substring(0, v.length() - 1);
        HttpUrl u = HttpUrl.parse(v);
        if (u == null || !u.encodedPath().equals("/") || u.encodedQuery() != null || u.fragment() != null
                || !u.encodedUsername().isEmpty() || !u.encodedPassword().isEmpty())
            throw new ConfigException(origin + " is not a base URL: expected scheme://host[:port] with http or https and"
                    + " nothing after the port (the documented path is kept), e.g. http://127.0.0.1:8080");
        return u;
    }
}
