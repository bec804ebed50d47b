package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Param;
import dev.oqa.model.Params;
import dev.oqa.model.data.UoaData;

/** {@code GET /options/uoa}: ticker (SPY), include_0dte (false; sent as true/false), limit (50, clamped 10..100). */
public final class UoaQuery extends Query<UoaData> {
    private boolean include0dte;
    private Integer limit;

    public UoaQuery(Answerer a, String ticker) { super(a, Endpoint.UOA, UoaData.class, ticker); }

    public UoaQuery include0dte(boolean include) { this.include0dte = include; return this; }

    /** The document's boolean words: {@code 1, true, yes, on} or {@code 0, false, no, off}; any other word is refused. */
    public UoaQuery include0dte(String value) { this.include0dte = Check.bool("include_0dte", value); return this; }

    /** The number of records, at least 1; clamped into 10..100 as the service does. */
    public UoaQuery limit(int limit) { this.limit = Check.atLeast("limit", limit, 1, "a number of records", "clamped to 10..100"); return this; }

    @Override protected void fill(ApiRequest.Builder b) {
        b.set(Param.INCLUDE_0DTE, include0dte);
        clamped(b, Param.LIMIT, limit, UoaData.DEFAULT_LIMIT, Params::limit, "10 to 100");
    }
}
