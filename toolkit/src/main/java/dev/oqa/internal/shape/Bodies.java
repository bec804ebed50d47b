package dev.oqa.internal.shape;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.oqa.model.Json;
import java.io.IOException;

/** Response bodies to JSON trees: the toolkit's one Jackson configuration, with Jackson's fast double parser. */
public final class Bodies {
    private Bodies() {}

    private static final ObjectReader TREES = Json.MAPPER.reader().with(JsonParser.Feature.USE_FAST_DOUBLE_PARSER);

    /** Parses {@code length} bytes of {@code body} from {@code offset} (a cache entry's payload, say) to a tree. */
    public static JsonNode tree(byte[] body, int offset, int length) throws IOException { return TREES.readTree(body, offset, length); }

    public static JsonNode tree(byte[] body) throws IOException { return tree(body, 0, body.length); }
}
