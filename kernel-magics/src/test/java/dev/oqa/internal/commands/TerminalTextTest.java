package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What reaches a terminal cannot steer it, and JSON keeps its values. */
class TerminalTextTest {
    /** Every character a terminal or a bidirectional layout obeys, and a few it does not. */
    static String everything() {
        StringBuilder sb = new StringBuilder("a\tb\nc ");
        for (char c = 0; c <= 0xa0; c++) sb.append(c);
        for (char c = 0x2028; c <= 0x206f; c++) sb.append(c);
        return sb.append("é€😀\\x1b").toString();
    }

    @Test void controlsAreShownEscapedAndNothingElseChanges() {
        assertEquals("clear\\x1b[2J bell\\x07 del\\x7f csi\\u009b31m cr\\x0d nul\\x00 rlo\\u202e iso\\u2066 tab\t nl\n",
                TerminalText.of("clear\u001b[2J bell\u0007 del\u007f csi\u009b31m cr\r nul\u0000 rlo\u202e iso\u2066 tab\t nl\n"));
        String plain = "SPY 2025-10-03 679 P · vol/OI ≥ 1.25 · C:\\data\\x1b é€😀";
        assertSame(plain, TerminalText.of(plain), "text without controls is returned as it is");
        String escaped = TerminalText.of(everything());
        for (char c : escaped.toCharArray()) assertFalse(TerminalText.steers(c), "U+" + Integer.toHexString(c) + " left raw");
        assertEquals(escaped, TerminalText.of(escaped), "escaping twice changes nothing");
        assertTrue(escaped.contains("\u00a0") && escaped.contains("\u2028") && escaped.contains("é€😀"), "other characters kept");
    }

    @Test void jsonStaysTheSameJsonValue() throws Exception {
        String text = everything();
        String json = TerminalText.json(Json.write(List.of(text, java.util.Map.of("k" + text, 1)), true));
        for (char c : json.toCharArray()) assertTrue(!TerminalText.steers(c) || c == '\n', "U+" + Integer.toHexString(c) + " left raw");
        JsonNode back = Json.MAPPER.readTree(json);
        assertEquals(text, back.get(0).asText());
        assertEquals(1, back.get(1).get("k" + text).asInt());
        assertTrue(json.contains("\\u009B") && json.contains("\\u007F") && json.contains("\\u202E"), json);
    }
}
