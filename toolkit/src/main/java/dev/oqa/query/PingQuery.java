package dev.oqa.query;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.PingData;

/** {@code GET /ping}: checks that authentication and routing work. */
public final class PingQuery extends Query<PingData> {
    public PingQuery(Answerer a) { super(a, Endpoint.PING, PingData.class); }
    @Override protected void fill(ApiRequest.Builder b) { }
}
