package dev.oqa.internal.fetch;

import dev.oqa.internal.local.data.ChainSnapshot;
import java.util.List;
import java.util.Set;
import okhttp3.HttpUrl;

/**
 * Option chains from Cboe's delayed quotes: {@code /api/global/delayed_quotes/options/{SYM}.json}, 15 minutes delayed in
 * the session, the last session's quotes outside it. Indices take a leading underscore ({@code _SPX}); the likely form
 * is asked first and the other once when the first answers 403 or 404 (Cboe's "no such object"). SPXW weeklies are in
 * the {@code _SPX} file beside the monthlies, so SPXW is fetched and filed as SPX.
 */
public record CboeOptions(HttpUrl base) {
    /** Cboe's index option roots, asked with the underscore first. */
    static final Set<String> INDICES = Set.of("SPX", "NDX", "RUT", "VIX", "XSP", "DJX", "OEX", "XEO", "XND", "MRUT", "SPESG", "MXEA", "MXEF");

    /** The underlying a request for {@code s} is filed under. */
    public static String underlying(Symbol s) { return s.value().equals("SPXW") ? "SPX" : s.value(); }

    /** Fetches and reads the chain of {@code symbol}; a {@link FetchException} when it cannot. */
    public ChainSnapshot fetch(FetchHttp http, Symbol symbol) {
        String und = underlying(symbol);
        boolean index = symbol.indexForm() || INDICES.contains(und);
        List<String> forms = index ? List.of("_" + und, und) : List.of(und, "_" + und);
        FetchException first = null;
        for (String form : forms) {
            HttpUrl url = base.newBuilder().addPathSegments("api/global/delayed_quotes/options").addPathSegment(form + ".json").build();
            try {
                return http.read(Provider.CBOE, url, FetchHttp.Expect.JSON, "a Cboe option chain",
                        in -> CboeChainReader.read(in, und, url.host() + url.encodedPath(), http.clock().instant()));
            } catch (FetchException e) {
                if (!e.notFound()) throw e;
                if (first != null)
                    throw FetchException.source(Provider.CBOE.label() + " has no option chain for " + und + ": " + first.status() + " for "
                            + forms.get(0) + ".json and " + e.status() + " for " + form + ".json (not an optionable symbol, or not one"
                            + " Cboe lists)", e.status());
                first = e;
            }
        }
        throw new IllegalStateException("unreachable");
    }
}
