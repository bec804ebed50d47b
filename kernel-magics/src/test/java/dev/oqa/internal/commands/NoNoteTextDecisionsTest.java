package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What a front end does after an answer depends on the answer's typed fields, never on the text of its notes: notes
 * are words for people and change with them. No main code of any module compares a provenance note with a literal.
 */
class NoNoteTextDecisionsTest {
    /** A note list (notes() or news()) and, in the same statement, a comparison with a string literal. */
    static final Pattern NOTE_TEXT_TEST = Pattern.compile("\\b(notes|news)\\(\\)[^;]*?\\.(startsWith|endsWith|contains|equals|matches)\\(\\s*\"");

    @Test void noMainCodeDecidesOnTheTextOfANote() throws IOException {
        List<String> found = new ArrayList<>();
        int files = 0;
        for (String module : List.of("toolkit", "kernel-magics", "spark")) {
            Path root = Path.of("..", module, "src", "main", "java");
            if (!Files.isDirectory(root)) continue;
            try (Stream<Path> walk = Files.walk(root)) {
                for (Path f : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                    files++;
                    Matcher m = NOTE_TEXT_TEST.matcher(Files.readString(f));
                    while (m.find()) found.add(root.relativize(f) + ": " + m.group());
                }
            }
        }
        assertTrue(files > 200, "main sources read: " + files);
        assertEquals(List.of(), found, "decide on a typed field of the answer (e.g. Provenance.wroteData), not on a note's words");
    }

    @Test void theScanSeesTheFormerTest() {
        assertTrue(NOTE_TEXT_TEST.matcher("answer.provenance().notes().stream().anyMatch(n -> n.startsWith(\"chain: archive: saved\"))").find());
        assertTrue(NOTE_TEXT_TEST.matcher("p.news().contains(\"local mode: no request sent\")").find());
        assertTrue(!NOTE_TEXT_TEST.matcher("if (!p.notes().contains(n)) p = p.withNote(n);").find(), "a note compared with a note is no decision on words");
    }
}
