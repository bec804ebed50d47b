package dev.oqa.internal.fetch;

import dev.oqa.internal.local.data.Csv;
import dev.oqa.internal.local.data.MonthlyRates;
import dev.oqa.model.LocalDataException;
import java.io.IOException;
import okhttp3.HttpUrl;

/**
 * The 3-month T-bill rate from FRED's graph CSV ({@code /graph/fredgraph.csv?id=TB3MS}), which needs no key, read by
 * {@link MonthlyRates#read}, the reader of the data folder's copy too.
 */
public record FredRates(HttpUrl base) {
    public static final String SERIES = MonthlyRates.SERIES;

    /** Fetches and reads the series; a {@link FetchException} when it cannot. */
    public MonthlyRates fetch(FetchHttp http) {
        HttpUrl url = base.newBuilder().addPathSegments("graph/fredgraph.csv").addQueryParameter("id", SERIES).build();
        String where = Provider.FRED.label() + " (" + url.host() + url.encodedPath() + ")";
        return http.read(Provider.FRED, url, FetchHttp.Expect.CSV, "CSV", in -> {
            try (Csv.Rows parser = Csv.read(in, where)) {
                return MonthlyRates.read(parser);
            } catch (RuntimeException e) {
                if (e instanceof FetchException f) throw f;
                for (Throwable c = e; c != null; c = c.getCause())
                    if (c instanceof IOException io) throw io;
                // the reader's refusals name the line and what was expected (fields quoted as Csv.shown does)
                if (e instanceof LocalDataException refused) throw FetchException.source(refused.getMessage() + "; nothing was written", 0);
                throw FetchException.source(where + " does not read as CSV (" + FetchHttp.printable(String.valueOf(e.getMessage())) + "); nothing was written", e);
            }
        });
    }
}
