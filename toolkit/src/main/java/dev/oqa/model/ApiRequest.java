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
 * One GET request to the service, immutable, with parameters already sanitised. Parameter names are
 * kept sorted so that {@link #canonical()} is the same string for the same question: it is the cache key
 * (together with a hash of the API key) and the local engine's input.
 */
public final class ApiRequest {
    private final Endpoint endpoint;
    private final Map<String, List<String>> params;
    private final List<String> notes;

    private ApiRequest(Endpoint endpoint, Map<String, List<String>> params, List<String> notes) {
        this.endpoint = endpoint;
        this.params = params;
        this.notes = notes;
    }

    public static Builder to(Endpoint endpoint) { return new Builder(endpoint); }

    public Endpoint endpoint() { return endpoint; }

    /** Sorted, unmodifiable; repeated parameters keep their order. */
    public Map<String, List<String>> params() { return params; }

    public Optional<String> first(String name) {
        List<String> v = params.get(name);
        return v == null || v.isEmpty() ? Optional.empty() : Optional.of(v.get(0));
    }

    public List<String> all(String name) { return params.getOrDefault(name, List.of()); }

    /** What sanitising changed (a ticker that fell back, a clamped range), for the provenance line. */
    public List<String> notes() { return notes; }

    /**
     * The request as the service may receive it: api-v0 caps the repeated {@code tickers} at
     * {@link Params#MAX_TICKERS}, so a longer list is cut to its first 20 (with a note), and its asset correlation takes
     * no tickers, so a basket is dropped (with a note: the service answers for its own universe). The local engine
     * takes the request as it is. Returns {@code this} when nothing changes.
     */
    public ApiRequest forService() {
        TreeMap<String, List<String>> copy = new TreeMap<>(params);
        List<String> t = all("tickers");
        String note;
        if (endpoint == Endpoint.ASSET_CORRELATION && params.containsKey("tickers")) {
            copy.remove("tickers");
            note = "the service's asset correlation takes no tickers: it answered for its own universe, not " + String.join(",", t)
                    + " (--local correlates them)";
        } else if (t.size() > Params.MAX_TICKERS) {
            copy.put("tickers", List.copyOf(t.subList(0, Params.MAX_TICKERS)));
            note = "tickers capped at " + Params.MAX_TICKERS + " of " + t.size() + " for the service (api-v0); sent " + String.join(",", copy.get("tickers"));
        } else return this;
        return new ApiRequest(endpoint, Collections.unmodifiableMap(copy), Stream.concat(notes.stream(), Stream.of(note)).toList());
    }

    /**
     * {@code /path?a=1&b=x&b=y}, names sorted, values form-encoded; equal questions give equal strings. This is the
     * response cache's key and the local engine's input, never a URL sent (the client builds that with okhttp's
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
        return o instanceof ApiRequest r && r.endpoint == endpoint && r.params.equals(params);
    }

    @Override public int hashCode() { return Objects.hash(endpoint, params); }

    @Override public String toString() { return "GET " + canonical(); }

    public static final class Builder {
        private final Endpoint endpoint;
        private final TreeMap<String, List<String>> params = new TreeMap<>();
        private final List<String> notes = new ArrayList<>();

        private Builder(Endpoint endpoint) { this.endpoint = Objects.requireNonNull(endpoint, "endpoint"); }

        /** Sets (replaces) a parameter; {@code null} removes it. */
        public Builder param(String name, Object value) {
            if (value == null) params.remove(name);
            else params.put(name, List.of(value instanceof Double d ? Params.number(d) : value.toString()));
            return this;
        }

        /** A repeated parameter; an empty list removes it. */
        public Builder params(String name, List<String> values) {
            if (values == null || values.isEmpty()) params.remove(name);
            else params.put(name, List.copyOf(values));
            return this;
        }

        public Builder note(String note) {
            if (note != null && !note.isBlank()) notes.add(note);
            return this;
        }

        public ApiRequest build() {
            TreeMap<String, List<String>> copy = new TreeMap<>(params);
            return new ApiRequest(endpoint, Collections.unmodifiableMap(copy), List.copyOf(notes));
        }
    }
}
