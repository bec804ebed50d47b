package dev.oqa.internal.fetch;

import dev.oqa.model.ConfigException;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.Properties;
import okhttp3.HttpUrl;

/**
 * Where each source lives: its public host, or a base URL ({@code scheme://host[:port]}) from env
 * {@code OQA_SOURCE_CBOE|YAHOO|FRED}, else from the same key in the settings file beside the credentials. The base
 * replaces the host only; the path stays the documented one, so a mirror or a proxy serves the same paths.
 */
public final class Sources {
    private final Map<Provider, HttpUrl> bases;

    private Sources(Map<Provider, HttpUrl> bases) { this.bases = Map.copyOf(bases); }

    /** Every source at its public host. */
    public static Sources publicHosts() { return resolve(Map.of(), null); }

    /**
     * @param settingsFile the settings file ({@code <config>/settings}, Java properties), or null
     * @throws ConfigException for a value that is not a base URL, naming where it came from
     */
    public static Sources resolve(Map<String, String> env, Path settingsFile) {
        Properties stored = read(settingsFile);
        Map<Provider, HttpUrl> m = new EnumMap<>(Provider.class);
        for (Provider p : Provider.values()) {
            String e = env.get(p.key()), s = stored.getProperty(p.key());
            if (e != null && !e.isBlank()) m.put(p, base(e, "env " + p.key()));
            else if (s != null && !s.isBlank()) m.put(p, base(s, p.key() + " in " + settingsFile));
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

    private static Properties read(Path file) {
        Properties p = new Properties();
        if (file == null || !Files.isRegularFile(file)) return p;
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException | IllegalArgumentException unreadable) {
            return new Properties(); // the settings' other readers fall back to defaults the same way
        }
        return p;
    }
}
