package dev.oqa.internal.config;

import dev.oqa.internal.client.ApiKey;
import dev.oqa.internal.client.BaseUrl;
import dev.oqa.internal.client.Credentials;
import dev.oqa.internal.client.InsecureHttp;
import dev.oqa.internal.client.OqaClient;
import dev.oqa.internal.client.SettingsFile;
import dev.oqa.internal.local.data.importer.ChainArchive;
import dev.oqa.model.AuthException;
import dev.oqa.model.ConfigException;
import dev.oqa.model.Mode;
import dev.oqa.model.OqaException;
import dev.oqa.model.OqaHome;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Fills in what the settings leave open, from the environment and the files under the home folder: the key and the
 * address (explicit value, else env {@code OQA_API_KEY} / {@code OQA_BASE_URL}, else the credentials file), the call
 * deadline (else env {@code OQA_CALL_TIMEOUT}), chain archiving (else env {@code OQA_ARCHIVE}, else the
 * {@code settings} file) and consent to plain http to another host (else env {@code OQA_INSECURE_HTTP}, else the
 * {@code settings} file): every address is checked with it ({@link BaseUrl#forKey}). A problem does not throw: it is listed, so that auto mode can answer locally and remote
 * mode can throw it on the first call.
 */
public final class SettingsResolver {
    private SettingsResolver() {}

    /**
     * The settings with everything resolved.
     *
     * @param keySource     where the key came from, for {@code oqa status} ({@code none} without one)
     * @param insecureHttp  the consent the address was checked with, handed to the client for its warnings
     * @param settingsFile  the settings file as this resolution read it, for auto-fetch's switch and sources
     * @param problems      why a remote answer is impossible, in the user's terms; empty when it is possible
     */
    public record Resolved(OqaSettings settings, OqaHome home, ApiKey key, String keySource, String baseUrl, String baseUrlSource,
                           Duration callTimeout, boolean archive, InsecureHttp insecureHttp, SettingsFile settingsFile,
                           List<OqaException> problems) {
        public Resolved { problems = List.copyOf(problems); }

        public boolean remotePossible() { return problems.isEmpty() && settings.mode() != Mode.LOCAL; }
    }

    public static Resolved resolve(OqaSettings s) {
        OqaHome home = s.home() != null ? s.home() : OqaHome.resolve();
        Map<String, String> env = s.env();
        SettingsFile settings = SettingsFile.in(home);
        boolean archive = s.archive() != null ? s.archive() : settings.on(env, ChainArchive.ENV, ChainArchive.SETTING);
        List<OqaException> found = new ArrayList<>();

        Credentials cred = Credentials.at(home);
        Optional<Credentials.Stored> stored = Optional.empty();
        OqaException credentialsProblem = null;
        boolean needFile = s.key() == null && blank(env.get("OQA_API_KEY")) || s.baseUrl() == null && blank(env.get("OQA_BASE_URL"));
        if (needFile && s.mode() != Mode.LOCAL) {
            try {
                stored = cred.read();
            } catch (OqaException e) {
                credentialsProblem = e;
            }
        }
        String fromFile = "credentials file " + cred.file();

        ApiKey key = null;
        String keySource = "none";
        if (s.key() != null) { key = s.key(); keySource = "explicit"; }
        else if (!blank(env.get("OQA_API_KEY"))) {
            keySource = "env OQA_API_KEY";
            try {
                key = ApiKey.of(env.get("OQA_API_KEY"));
            } catch (AuthException e) {
                found.add(new AuthException(e.code(), "the API key in env OQA_API_KEY is malformed: expected 48 hexadecimal characters"));
            }
        } else if (stored.isPresent()) { key = stored.get().key(); keySource = fromFile; }
        else if (credentialsProblem != null) { keySource = fromFile; found.add(credentialsProblem); }
        else found.add(new AuthException("missing_api_key", "no API key (set OQA_API_KEY or run %oqa login)"));

        InsecureHttp insecure = InsecureHttp.REFUSED;
        try {
            insecure = s.insecureHttp() != null ? s.insecureHttp()
                    : InsecureHttp.from(env, settings.get(InsecureHttp.SETTING), settings.file().toString());
        } catch (ConfigException e) {
            found.add(e);
        }
        String url = null, urlSource = "none";
        try {
            if (s.baseUrl() != null) { urlSource = "explicit"; url = BaseUrl.forKey(s.baseUrl(), "--base-url", insecure).url(); }
            else if (!blank(env.get("OQA_BASE_URL"))) {
                urlSource = "env OQA_BASE_URL";
                url = BaseUrl.forKey(env.get("OQA_BASE_URL"), "env OQA_BASE_URL", insecure).url();
            } else if (stored.isPresent() && stored.get().baseUrl().isPresent()) {
                urlSource = fromFile;
                url = BaseUrl.forKey(stored.get().baseUrl().get(), "the credentials file", insecure).url();
            }
        } catch (ConfigException e) {
            found.add(e);
        }

        Duration callTimeout = s.callTimeout();
        if (callTimeout == null) {
            try {
                callTimeout = callTimeoutFrom(env.get("OQA_CALL_TIMEOUT"));
            } catch (ConfigException e) {
                found.add(e);
                callTimeout = OqaClient.DEFAULT_CALL_TIMEOUT;
            }
        }
        if (url == null && credentialsProblem != null && !found.contains(credentialsProblem)) found.add(credentialsProblem);
        if (url == null && found.stream().noneMatch(e -> e instanceof ConfigException))
            found.add(new ConfigException("no service address (the API document names no host): set OQA_BASE_URL, pass --base-url,"
                    + " or store base_url= in the credentials file (" + cred.file() + ")"));
        return new Resolved(s, home, key, keySource, url, urlSource, callTimeout, archive, insecure, settings, found);
    }

    /** {@code OQA_CALL_TIMEOUT}: seconds (e.g. {@code 30} or {@code 2.5}) or an ISO-8601 duration ({@code PT1M}). */
    public static Duration callTimeoutFrom(String value) {
        if (blank(value)) return OqaClient.DEFAULT_CALL_TIMEOUT;
        String v = value.trim();
        Duration d;
        try {
            d = v.toUpperCase(Locale.ROOT).startsWith("P") ? Duration.parse(v) : Duration.ofMillis(Math.round(Double.parseDouble(v) * 1000));
        } catch (RuntimeException e) {
            d = null;
        }
        if (!usableCallTimeout(d))
            throw new ConfigException("OQA_CALL_TIMEOUT '" + v + "' is not usable: give the call deadline in seconds, more than 0 and at most 3600"
                    + " (e.g. 30), or as an ISO-8601 duration (e.g. PT45S)");
        return d;
    }

    /** A call deadline set in code: more than zero and at most an hour, as from the environment. */
    static Duration checkCallTimeout(Duration d, String name) {
        if (!usableCallTimeout(d)) throw new IllegalArgumentException(name + " must be more than 0 and at most 1 hour, got " + d);
        return d;
    }

    private static boolean usableCallTimeout(Duration d) {
        return d != null && !d.isNegative() && !d.isZero() && d.compareTo(Duration.ofHours(1)) <= 0;
    }

    private static boolean blank(String s) { return s == null || s.isBlank(); }
}
