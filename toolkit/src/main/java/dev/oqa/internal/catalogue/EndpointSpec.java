package dev.oqa.internal.catalogue;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.internal.shape.DataReader;
import dev.oqa.query.Answerer;
import dev.oqa.query.Query;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;

/**
 * Everything about one endpoint in one immutable value: its wire key ({@link Endpoint}: path, family, default
 * ticker), its record and tolerant reader, its fluent query (which owns the parameters, their defaults and
 * sanitising), its command (name, aliases, summary, options bound to the query's setters) and how the local engine
 * computes it. {@link Endpoints} holds one per endpoint. Its view is not here: the engine and the router never draw,
 * and the display side keys its views by the same {@link Endpoint} ({@code internal.display.Views}).
 *
 * @param <T> the endpoint's record in {@code dev.oqa.model.data}
 * @param <Q> its query
 */
public record EndpointSpec<T, Q extends Query<T>>(Endpoint endpoint, DataReader<T> reader, BiFunction<Answerer, List<String>, Q> queryMaker,
                                                  String command, List<String> aliases, Takes takes, String summary,
                                                  List<Option<? super Q>> params, Local<T> local) {
    /** What a command takes after its name. */
    public enum Takes { NONE, OPTIONAL_TICKER, TICKERS, OPTIONAL_TICKERS }

    public EndpointSpec {
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(reader, "reader");
        Objects.requireNonNull(queryMaker, "query");
        Objects.requireNonNull(command, endpoint + " has no command");
        aliases = List.copyOf(aliases);
        Objects.requireNonNull(takes, "takes");
        Objects.requireNonNull(summary, "summary");
        params = List.copyOf(params);
        Objects.requireNonNull(local, endpoint + " has no local analytic");
    }

    /**
     * Starts the spec of {@code endpoint}, whose {@code data} {@code reader} reads into its record; {@code query} makes its
     * query from what the command was given positionally (none, one ticker, or the tickers).
     */
    public static <T, Q extends Query<T>> Builder<T, Q> of(Endpoint endpoint, DataReader<T> reader, BiFunction<Answerer, List<String>, Q> query) {
        return new Builder<>(endpoint, reader, query);
    }

    /** The record is the one its reader makes: named once, so the two cannot disagree. */
    public Class<T> type() { return reader.type(); }

    /** The query, unsent, for {@code answerer} (null for one that only builds requests). */
    public Q query(Answerer answerer, List<String> positionals) { return queryMaker.apply(answerer, positionals); }

    /**
     * The sanitised request a parsed command asks: its positionals and every option moved onto the query.
     *
     * @throws dev.oqa.model.UsageException for one the service would reject
     */
    public ApiRequest request(Args args) {
        Q q = query(null, args.positionals());
        for (Option<? super Q> p : params) p.setter().accept(q, args);
        return q.request();
    }

    @Override public String toString() { return "EndpointSpec[" + endpoint + ", " + command + "]"; }

    /** Collects one endpoint's spec; each part is required. */
    public static final class Builder<T, Q extends Query<T>> {
        private final Endpoint endpoint;
        private final DataReader<T> reader;
        private final BiFunction<Answerer, List<String>, Q> query;
        private String command, summary;
        private List<String> aliases = List.of();
        private Takes takes;
        private List<Option<? super Q>> params = List.of();
        private Local<T> local;

        private Builder(Endpoint endpoint, DataReader<T> reader, BiFunction<Answerer, List<String>, Q> query) {
            this.endpoint = endpoint;
            this.reader = reader;
            this.query = query;
        }

        /** The command's name, what it takes positionally and its one-line summary. */
        public Builder<T, Q> command(String name, Takes takes, String summary) {
            this.command = name;
            this.takes = takes;
            this.summary = summary;
            return this;
        }

        public Builder<T, Q> aliases(String... aliases) { this.aliases = List.of(aliases); return this; }

        /** The command's own options, in the order help lists them. */
        @SafeVarargs
        public final Builder<T, Q> params(Option<? super Q>... params) { this.params = List.of(params); return this; }

        public Builder<T, Q> local(Local<T> local) { this.local = local; return this; }

        public EndpointSpec<T, Q> build() { return new EndpointSpec<>(endpoint, reader, query, command, aliases, takes, summary, params, local); }
    }
}
