package dev.oqa.bench;

import dev.oqa.internal.shape.Bodies;
import dev.oqa.internal.catalogue.Endpoints;
import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.ChainData;
import dev.oqa.internal.tables.ChainTable;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.*;
import tech.tablesaw.api.Table;

/**
 * Response bytes of {@code /options/chain} to a typed {@link ChainData} to a Tablesaw table, for 20,000 rows, by
 * the path the client takes: Jackson's tree (with its fast double parser), the tolerant reader, {@link ChainTable}.
 * SYNTHETIC chain JSON generated here with a fixed seed (16 fields a row, some nulls); not market data.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ClientChainBenchmark {
    @Param("20000") int rows;
    byte[] body;

    @Setup public void setUp() {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder(rows * 260);
        sb.append("{\"success\":true,\"data\":{\"ticker\":\"SPY\",\"spot\":450.5,\"expirations\":[\"2023-09-15\"],\"selected_expiry\":null,\"chain\":[");
        for (int i = 0; i < rows; i++) {
            double strike = 300 + (i / 2) * 0.5 % 300;
            double bid = Math.max(0, r.nextGaussian() * 5 + 5);
            sb.append(i == 0 ? "" : ",")
              .append("{\"contract\":\"SPY230915").append(i % 2 == 0 ? 'C' : 'P').append(String.format("%08d", (int) (strike * 1000))).append('"')
              .append(",\"expiry\":\"2023-09-15\",\"type\":\"").append(i % 2 == 0 ? "call" : "put").append('"')
              .append(",\"strike\":").append(strike)
              .append(",\"bid\":").append(r.nextInt(20) == 0 ? "null" : String.valueOf(bid))
              .append(",\"ask\":").append(bid + 0.05)
              .append(",\"last\":").append(bid + 0.02)
              .append(",\"volume\":").append(r.nextInt(10_000))
              .append(",\"open_interest\":").append(r.nextInt(50_000))
              .append(",\"iv\":").append(r.nextInt(30) == 0 ? "null" : String.valueOf(0.1 + r.nextDouble() * 0.5))
              .append(",\"delta\":").append(r.nextDouble() * (i % 2 == 0 ? 1 : -1))
              .append(",\"gamma\":").append(r.nextDouble() * 0.05)
              .append(",\"theta\":").append(-r.nextDouble())
              .append(",\"vega\":").append(r.nextDouble())
              .append(",\"in_the_money\":").append(r.nextBoolean())
              .append(",\"dte\":").append(r.nextInt(60)).append('}');
        }
        sb.append("]}}");
        body = sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    @Benchmark public Table jsonToTypedToTable() throws Exception {
        JsonNode root = Bodies.tree(body);
        ChainData data = Endpoints.CHAIN.reader().read(root.get("data")).record();
        Table t = ChainTable.of(data);
        if (t.rowCount() != rows) throw new IllegalStateException("rows " + t.rowCount());
        return t;
    }
}
