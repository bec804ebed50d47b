package dev.oqa.internal.shape;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.catalogue.Endpoints;
import dev.oqa.internal.tables.ChainTable;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.model.data.ChainData;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/** A chain as the service sends it, read back by the client's path, is the chain the local engine made: record and table. */
class ChainRoundTripTest {
    @Test void theLocalEnginesChainRoundTrips() throws Exception {
        LocalEngine eng = LocalEngine.of(DataSource.bundled(), LocalDate.of(2023, 9, 14));
        ChainData d = eng.answer(ApiRequest.to(Endpoint.CHAIN).param("ticker", "SPY").build(), ChainData.class).data();
        byte[] body = ("{\"success\":true,\"data\":" + Json.write(d, false) + ",\"meta\":{}}").getBytes(StandardCharsets.UTF_8);
        JsonNode tree = Bodies.tree(body);
        ChainData read = Endpoints.CHAIN.reader().read(tree.get("data")).record();
        assertTrue(read.chain().size() > 1000, "a full chain");
        assertEquals(d.chain(), read.chain());
        Table want = ChainTable.of(d), got = ChainTable.of(read);
        assertEquals(want.columnNames(), got.columnNames());
        assertEquals(want.rowCount(), got.rowCount());
        for (int c = 0; c < want.columnCount(); c++) {
            Column<?> w = want.column(c), g = got.column(c);
            assertEquals(w.type(), g.type(), w.name());
            for (int r = 0; r < want.rowCount(); r++) assertEquals(w.getString(r), g.getString(r), w.name() + " row " + r);
        }
    }

    @Test void aSliceOfABufferIsReadAsItsOwnBody() throws Exception {
        byte[] b = "xx{\"data\":{\"chain\":[{\"a\":1.5}]}}yy".getBytes(StandardCharsets.UTF_8);
        assertEquals(1.5, Bodies.tree(b, 2, b.length - 4).at("/data/chain/0/a").doubleValue());
    }

    @Test void bytesAreParsedHereNeverTurnedIntoAValueTree() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Json.tree("{}".getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().contains("Bodies.tree"), e.getMessage());
    }
}
