package dev.oqa.internal.display;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.Json;
import org.junit.jupiter.api.Test;

/** Views.remove takes the member paths Unread names ({@code a.b}, {@code a[2].b}) and removes through a JsonPointer. */
class ViewsRemoveTest {
    private static final String TREE = """
            {"ticker":"SPY","stats":{"mean":1,"sd":2},"rows":[{"k":1,"x":"a"},{"k":2,"x":"b"},{"k":3,"x":"c"}],
             "grid":[[1,2],[3,4]],"series":{"a/b":[1],"c~d":[2],"2":"two","e.f":3}}""";

    private static String without(String path) throws Exception {
        JsonNode root = Json.MAPPER.readTree(TREE);
        Views.remove(root, path);
        return root.toString();
    }

    private static String tree(String json) throws Exception { return Json.MAPPER.readTree(json).toString(); }

    @Test void removesANamedMemberAtAnyDepth() throws Exception {
        assertEquals(tree(TREE.replace("\"ticker\":\"SPY\",", "")), without("ticker"));
        assertEquals(tree(TREE.replace("\"mean\":1,", "")), without("stats.mean"));
        assertEquals(tree(TREE.replace("{\"k\":2,\"x\":\"b\"}", "{\"k\":2}")), without("rows[1].x"));
    }

    @Test void removesAnArrayElementAndNestedIndices() throws Exception {
        assertEquals(tree(TREE.replace("{\"k\":2,\"x\":\"b\"},", "")), without("rows[1]"));
        assertEquals(tree(TREE.replace("[[1,2],[3,4]]", "[[1,2],[4]]")), without("grid[1][0]"));
    }

    @Test void namesWithPointerCharactersAreEscaped() throws Exception {
        assertEquals(tree(TREE.replace("\"a/b\":[1],", "")), without("series.a/b"));
        assertEquals(tree(TREE.replace("\"c~d\":[2],", "")), without("series.c~d"));
        assertEquals(tree(TREE.replace("\"2\":\"two\",", "")), without("series.2"), "a name of digits is a name");
    }

    @Test void aPathThatLeadsNowhereChangesNothing() throws Exception {
        for (String nowhere : new String[] {"nope", "stats.mean.deeper", "rows[7]", "rows[7].x", "stats[0]", "rows.k", "stats..mean", "rows[x]"})
            assertEquals(tree(TREE), without(nowhere), nowhere);
    }

    @Test void thePointerIsJacksonsForm() throws Exception {
        assertEquals("/rows/2/x", Views.pointer("rows[2].x").toString());
        assertEquals("/series/a~1b", Views.pointer("series.a/b").toString());
    }
}
