package dev.oqa.model;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * One GET request to the service, immutable, with typed values already sanitised ({@link Param}): a query sets them,
 * the local engine reads them, and the wire parameters are derived from them. Parameter names are kept sorted so that
 * {@link #canonical()} is the same string for the same question: it is the cache key (together with a hash of the API
 * key). The ticker is normalised once, here.
 */
public final class ApiRequest {
    private final Endpoint endpoint;
    private final Map<Param<?>, Object> values;
    private final Map<String, List<String>> params;
    private final List<String> notes;

    private ApiRequest(Endpoint endpoint, TreeMap<Param<?>, Object> values, List<String> notes) {
        this.endpoint = endpoint;
        this.values = Collections.unmodifiableMap(values);
        TreeMap<String, List<String>> wire = new TreeMap<>();
        values.forEach((p, v) -> wire.put(p.name(), p.write(v)));
        this.params = Collections.unmodifiableMap(wire);
        this.notes = notes;
    }

    public static Builder to(Endpoint endpoint) { return new Builder(endpoint); }

    public Endpoint endpoint() { return endpoint; }

    /** The typed value of {@code p}, if the request holds one (a query sets every parameter, defaults included). */
    public <T> Optional<T> get(Param<T> p) {
        @SuppressWarnings("unchecked") T v = (T) values.get(p);
        return Optional.ofNullable(v);
    }

    /** The normalised ticker, else the endpoint's documented default; empty for an endpoint that takes none. */
    public Optional<String> ticker() { return get(Param.TICKER).or(endpoint::defaultTicker); }

    /** The wire form: sorted, unmodifiable; repeated parameters keep their order. */
    public Map<String, List<String>> params() { return params; }

    /** What sanitising changed (a ticker that fell back, a clamped range), for the provenance line. */
    public List<String> notes() { return notes; }

    /**
     * The request as the service may receive it: api-v0 caps the repeated {@code tickers} at
     * {@link Params#MAX_TICKERS}, so a longer list is cut to its first 20 (with a note), and its asset correlation takes
     * no tickers, so a basket is dropped (with a note: the service answers for its own universe). The local engine
     * takes the request as it is. Returns {@code this} when nothing changes.
     */
    public ApiRequest forService() {
        TreeMap<Param<?>, Object> copy = new TreeMap<>(values);
        List<String> t = get(Param.TICKERS).orElse(List.of());
        String note;
        if (endpoint == Endpoint.ASSET_CORRELATION && !t.isEmpty()) {
            copy.remove(Param.TICKERS);
            note = "the service's asset correlation takes no tickers: it answered for its own universe, not " + String.join(",", t)
                    + " (--local correlates them)";
        } else if (t.size() > Params.MAX_TICKERS) {
            List<String> sent = List.copyOf(t.subList(0, Params.MAX_TICKERS));
            copy.put(Param.TICKERS, sent);
            note = "tickers capped at " + Params.MAX_TICKERS + " of " + t.size() + " for the service (api-v0); sent " + String.join(",", sent);
        } else return this;
        return new ApiRequest(endpoint, copy, Stream.concat(notes.stream(), Stream.of(note)).toList());
    }

    /**
     * {@code /path?a=1&b=x&b=y}, names sorted, values form-encoded; equal questions give equal strings. This is the
     * response cache's key, never a URL sent (the client builds that with okhttp's
     * {@code HttpUrl}); its encoding stays as it is so that the answers users have cached keep their keys.
     */
    public String canonical() {
        if (params.isEmpty()) return endpoint.path();
        return endpoint.path() + "?" + params.entrySet().stream()
                .flatMap(e -> e.getValue().stream().map(v -> enc(e.getKey()) + "=" + enc(v)))
                .collect(Collectors.joining("&"));
    }

    private static String enc(String s) { return URLEncoder.encode(s, StandardCharsets.UTF_8); }

    @Override public boolean equals(Object o) {
        return o instanceof ApiRequest r && r.endpoint == endpoint && r.values.equals(values);
    }

    @Override public int hashCode() { return Objects.hash(endpoint, values); }

    @Override public String toString() { return "GET " + canonical(); }

    public static final class Builder {
        private final Endpoint endpoint;
        private final TreeMap<Param<?>, Object> values = new TreeMap<>();
        private final List<String> notes = new ArrayList<>();

        private Builder(Endpoint endpoint) { this.endpoint = Objects.requireNonNull(endpoint, "endpoint"); }

        /** Sets (replaces) a typed value; {@code null} or an empty list removes it. */
        public <T> Builder set(Param<T> p, T value) {
            if (value == null || value instanceof List<?> l && l.isEmpty()) values.remove(p);
            else values.put(p, value instanceof List<?> l ? List.copyOf(l) : value);
            return this;
        }

        /**
         * Sets a symbol, normalised here and nowhere else (trimmed, upper case, at most 10 of A-Z 0-9 . _ -). One that is
         * not a symbol falls back to {@code def} with a note, as the service's parameter rules say; with no default it
         * is left out, so the default applies.
         */
        public Builder ticker(Param<String> p, String raw, String def) {
            Params.Ticker t = Params.ticker(raw, def);
            if (t.fellBack())
                note(p.name() + " '" + raw + "' is not a valid symbol (at most 10 of A-Z 0-9 . _ -); "
                        + (def == null ? "left out, so the default applies" : "used the default " + t.value()));
            return set(p, t.value());
        }

        /**
         * Sets (replaces) a parameter given by its wire name, reading text into its type once, here ({@link Param});
         * {@code null} or a blank removes it. For requests written by hand and for the test server; queries set values typed.
         */
        public Builder param(String name, Object raw) {
            return params(name, raw == null ? List.of() : List.of(raw instanceof Double d ? Params.number(d) : raw.toString()));
        }

        /** A repeated parameter, read as {@link #param} reads one; an empty list removes it. */
        public Builder params(String name, List<String> raw) {
            Param<?> p = Param.named(name);
            String first = raw == null || raw.isEmpty() ? null : raw.get(0);
            // a symbol is normalised by ticker(), the ticker falling back to the endpoint's default as the service does
            if (p == Param.TICKER) return ticker(Param.TICKER, first, first == null ? null : endpoint.defaultTicker().orElse(null));
            if (p == Param.BENCHMARK) return ticker(Param.BENCHMARK, first, null);
            return read(p, raw);
        }

        private <T> Builder read(Param<T> p, List<String> raw) { return set(p, raw == null || raw.isEmpty() ? null : p.read(raw)); }

        public Builder note(String note) {
            if (note != null && !note.isBlank()) notes.add(note);
            return this;
        }

        public ApiRequest build() { return new ApiRequest(endpoint, new TreeMap<>(values), List.copyOf(notes)); }
    }
}
