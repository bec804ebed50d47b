package dev.oqa.model;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * Where the toolkit keeps its files. With system property {@code oqa.home} or env {@code OQA_HOME} everything
 * lives under that one folder; otherwise the XDG base directories: cache and quota ledger under
 * {@code $XDG_CACHE_HOME/oqa} (or {@code ~/.cache/oqa}), the credentials file at
 * {@code $XDG_CONFIG_HOME/oqa/credentials} (or {@code ~/.config/oqa/credentials}), the user's data folder at
 * {@code $XDG_DATA_HOME/oqa/data} (or {@code ~/.local/share/oqa/data}); with one folder it is {@code <folder>/data}.
 *
 * @param cacheRoot  holds {@code responses/} (the cache) and {@code quota/} (the ledgers)
 * @param configRoot holds {@code credentials} and {@code settings}
 * @param dataDir    the user's data folder: imports and the chain archive, laid over the bundled set; null for {@code <configRoot>/data}
 * @param origin     how it was chosen, for {@code oqa status}
 */
public record OqaHome(Path cacheRoot, Path configRoot, Path dataDir, String origin) {
    public OqaHome {
        Objects.requireNonNull(cacheRoot, "cacheRoot");
        Objects.requireNonNull(configRoot, "configRoot");
        cacheRoot = cacheRoot.toAbsolutePath().normalize();
        configRoot = configRoot.toAbsolutePath().normalize();
        dataDir = (dataDir == null ? configRoot.resolve("data") : dataDir).toAbsolutePath().normalize();
        origin = origin == null ? "explicit" : origin;
    }

    /** Everything under one folder (tests, {@code OQA_HOME}); data in {@code <dir>/data}. */
    public static OqaHome of(Path dir) { return new OqaHome(dir, dir, null, "explicit " + dir); }

    public static OqaHome resolve() { return resolve(System.getenv(), System.getProperty("oqa.home"), System.getProperty("user.home")); }

    /** The resolution rule with its inputs explicit, so it can be tested without touching the real environment. */
    public static OqaHome resolve(Map<String, String> env, String homeProperty, String userHome) {
        if (present(homeProperty)) return new OqaHome(Path.of(homeProperty), Path.of(homeProperty), null, "system property oqa.home");
        String oqaHome = env.get("OQA_HOME");
        if (present(oqaHome)) return new OqaHome(Path.of(oqaHome), Path.of(oqaHome), null, "env OQA_HOME");
        String xc = env.get("XDG_CACHE_HOME"), xg = env.get("XDG_CONFIG_HOME"), xd = env.get("XDG_DATA_HOME");
        Path cache = present(xc) ? Path.of(xc, "oqa") : Path.of(userHome, ".cache", "oqa");
        Path config = present(xg) ? Path.of(xg, "oqa") : Path.of(userHome, ".config", "oqa");
        Path data = present(xd) ? Path.of(xd, "oqa", "data") : Path.of(userHome, ".local", "share", "oqa", "data");
        return new OqaHome(cache, config, data, "XDG");
    }

    public Path cacheDir() { return cacheRoot.resolve("responses"); }

    public Path quotaDir() { return cacheRoot.resolve("quota"); }

    public Path credentialsFile() { return configRoot.resolve("credentials"); }

    private static boolean present(String s) { return s != null && !s.isBlank(); }
}
