package dev.oqa.internal.config;

import dev.oqa.internal.client.ApiKey;
import dev.oqa.internal.client.InsecureHttp;
import dev.oqa.internal.client.OqaClient;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.quant.QuantConventions;
import dev.oqa.model.AuthScheme;
import dev.oqa.model.CachePolicy;
import dev.oqa.model.Mode;
import dev.oqa.model.OqaHome;
import dev.oqa.model.QuotaLimits;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Map;
import java.util.Objects;

/**
 * What an {@code Oqa} is built with, as given: nothing here is read from a file or the environment. A null
 * {@code baseUrl}, {@code key}, {@code home}, {@code data}, {@code callTimeout} or {@code archive} is resolved by
 * {@link SettingsResolver}; a null {@code asOf} means the latest snapshot.
 *
 * @param env the environment the resolver reads ({@code OQA_API_KEY}, {@code OQA_BASE_URL}, {@code OQA_CALL_TIMEOUT},
 *            {@code OQA_ARCHIVE}, {@code OQA_INSECURE_HTTP})
 * @param insecureHttp consent to plain http to another host, given in code; null leaves it to the resolver
 */
public record OqaSettings(Mode mode, String baseUrl, ApiKey key, AuthScheme scheme, CachePolicy policy, Duration maxStale,
                          DataSource data, LocalDate asOf, QuantConventions conventions, OqaHome home, QuotaLimits limits,
                          Clock clock, Map<String, String> env, long maxCacheBytes, long maxBodyBytes, Duration connectTimeout,
                          Duration readTimeout, Duration callTimeout, Duration maxRetryAfterWait, OqaClient.Sleeper sleeper,
                          Boolean archive, InsecureHttp insecureHttp) {
    public static Builder builder() { return new Builder(); }

    /** Without {@code env}'s values: the process environment may hold {@code OQA_API_KEY} in clear. */
    @Override public String toString() {
        return "OqaSettings[mode=" + mode + ", baseUrl=" + baseUrl + ", key=" + key + ", home=" + home + ", env=" + env.keySet() + "]";
    }

    /** One value per setter, each checked when it is set, with the setting's name in the message; the defaults as given here. */
    public static final class Builder {
        private Mode mode = Mode.AUTO;
        private String baseUrl;
        private ApiKey key;
        private AuthScheme scheme = AuthScheme.API_KEY;
        private CachePolicy policy = CachePolicy.PREFER_CACHE;
        private Duration maxStale = Duration.ofHours(24);
        private DataSource data;
        private LocalDate asOf;
        private QuantConventions conventions = QuantConventions.defaults();
        private OqaHome home;
        private QuotaLimits limits = QuotaLimits.documented();
        private Clock clock = Clock.systemUTC();
        private Map<String, String> env = System.getenv();
        private long maxCacheBytes = 64L << 20, maxBodyBytes = 32L << 20;
        private Duration connectTimeout = Duration.ofSeconds(5), readTimeout = Duration.ofSeconds(30), callTimeout;
        private Duration maxRetryAfterWait = Duration.ofSeconds(3);
        private OqaClient.Sleeper sleeper = d -> Thread.sleep(d.toMillis());
        private Boolean archive;
        private InsecureHttp insecureHttp;

        private Builder() {}

        public Builder mode(Mode m) { mode = Objects.requireNonNull(m, "mode"); return this; }
        public Builder baseUrl(String url) { baseUrl = url == null || url.isBlank() ? null : url; return this; }
        public Builder apiKey(ApiKey k) { key = k; return this; }
        public Builder authScheme(AuthScheme s) { scheme = Objects.requireNonNull(s, "authScheme"); return this; }
        public Builder cachePolicy(CachePolicy p) { policy = Objects.requireNonNull(p, "cachePolicy"); return this; }
        public Builder maxStale(Duration d) { maxStale = notNegative(d, "maxStale"); return this; }
        public Builder data(DataSource d) { data = Objects.requireNonNull(d, "dataFolder"); return this; }
        public Builder asOf(LocalDate d) { asOf = d; return this; }
        public Builder conventions(QuantConventions c) { conventions = Objects.requireNonNull(c, "conventions"); return this; }
        public Builder home(OqaHome h) { home = Objects.requireNonNull(h, "home"); return this; }
        public Builder quotaLimits(QuotaLimits l) { limits = Objects.requireNonNull(l, "quotaLimits"); return this; }
        public Builder clock(Clock c) { clock = Objects.requireNonNull(c, "clock"); return this; }
        public Builder env(Map<String, String> e) { env = Map.copyOf(Objects.requireNonNull(e, "env")); return this; }
        public Builder maxCacheBytes(long n) { maxCacheBytes = positive(n, "maxCacheBytes"); return this; }
        public Builder maxBodyBytes(long n) { maxBodyBytes = positive(n, "maxBodyBytes"); return this; }
        public Builder connectTimeout(Duration d) { connectTimeout = positive(d, "connectTimeout"); return this; }
        public Builder readTimeout(Duration d) { readTimeout = positive(d, "readTimeout"); return this; }
        public Builder callTimeout(Duration d) { callTimeout = d == null ? null : SettingsResolver.checkCallTimeout(d, "callTimeout"); return this; }
        public Builder maxRetryAfterWait(Duration d) { maxRetryAfterWait = notNegative(d, "maxRetryAfterWait"); return this; }
        public Builder sleeper(OqaClient.Sleeper s) { sleeper = Objects.requireNonNull(s, "sleeper"); return this; }
        public Builder archive(boolean on) { archive = on; return this; }
        public Builder insecureHttp(InsecureHttp consent) { insecureHttp = Objects.requireNonNull(consent, "insecureHttp"); return this; }

        public OqaSettings build() {
            return new OqaSettings(mode, baseUrl, key, scheme, policy, maxStale, data, asOf, conventions, home, limits, clock,
                    env, maxCacheBytes, maxBodyBytes, connectTimeout, readTimeout, callTimeout, maxRetryAfterWait, sleeper, archive,
                    insecureHttp);
        }

        private static long positive(long n, String name) {
            if (n < 1) throw new IllegalArgumentException(name + " must be at least 1 byte, got " + n);
            return n;
        }

        private static Duration positive(Duration d, String name) {
            if (d == null || d.isNegative() || d.isZero()) throw new IllegalArgumentException(name + " must be a positive duration, got " + d);
            return d;
        }

        private static Duration notNegative(Duration d, String name) {
            if (d == null || d.isNegative()) throw new IllegalArgumentException(name + " must be zero or a positive duration, got " + d);
            return d;
        }
    }
}
