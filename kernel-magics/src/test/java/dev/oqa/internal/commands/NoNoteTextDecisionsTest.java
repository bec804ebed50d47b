package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.layers.MainSources;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What a front end does after an answer depends on the answer's typed fields, never on the text of its notes: notes
 * are words for people and change with them. No main code of any module compares a provenance note, or an exception's
 * message, with a literal: a refusal knows from a field whether it shows its usage ({@code UsageException.withUsage}),
 * and a failure that must be told apart has a type or a field of its own.
 */
class NoNoteTextDecisionsTest {
    /** A note list (notes() or news()) and, in the same statement, a comparison with a string literal. */
    static final Pattern NOTE_TEXT_TEST = Pattern.compile("\\b(notes|news)\\(\\)[^;]*?\\.(startsWith|endsWith|contains|equals|matches)\\(\\s*\"");

    /** An exception's message and, in the same statement, a comparison with a string literal. */
    static final Pattern MESSAGE_TEXT_TEST = Pattern.compile("\\bgetMessage\\(\\)[^;]*?\\.(startsWith|endsWith|contains|equals|matches)\\(\\s*\"");

    @Test void noMainCodeDecidesOnTheTextOfANote() {
        List<String> found = MainSources.matches(NOTE_TEXT_TEST);
        assertEquals(List.of(), found, "decide on a typed field of the answer (e.g. Provenance.wroteData), not on a note's words");
    }

    @Test void noMainCodeDecidesOnTheTextOfAMessage() {
        List<String> found = MainSources.matches(MESSAGE_TEXT_TEST);
        assertEquals(List.of(), found, "decide on the exception's type or a field of it, not on its message's words");
    }

    @Test void theScanSeesTheFormerTest() {
        assertTrue(NOTE_TEXT_TEST.matcher("answer.provenance().notes().stream().anyMatch(n -> n.startsWith(\"chain: archive: saved\"))").find());
        assertTrue(NOTE_TEXT_TEST.matcher("p.news().contains(\"local mode: no request sent\")").find());
        assertTrue(!NOTE_TEXT_TEST.matcher("if (!p.notes().contains(n)) p = p.withNote(n);").find(), "a note compared with a note is no decision on words");
        assertTrue(MESSAGE_TEXT_TEST.matcher("if (u.getMessage().contains(\"\\nusage:\")) throw u;").find());
        assertTrue(MESSAGE_TEXT_TEST.matcher("e instanceof SocketTimeoutException && String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT).contains(\"connect\")").find());
    }
}
