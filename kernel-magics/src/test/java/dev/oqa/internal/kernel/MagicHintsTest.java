package dev.oqa.internal.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.magics.OqaExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Tab completion, Shift+Tab help and the one line for a magic that does not exist. */
class MagicHintsTest {
    /** What a kernel registers: the OQA magics and some of JJava's. */
    static final Set<String> NAMES;
    static {
        List<String> n = new ArrayList<>(OqaExtension.magicNames());
        n.addAll(List.of("maven", "classpath", "time", "load"));
        NAMES = Set.copyOf(n);
    }

    private static MagicHints.Completion complete(String code) {
        return MagicHints.complete(code, code.length(), NAMES).orElseThrow(() -> new AssertionError("no completion for " + code));
    }

    @Test void aMagicNameCompletesToMagicNamesOnly() {
        MagicHints.Completion c = complete("%ge");
        assertEquals(List.of("gex"), c.options());
        assertEquals(1, c.start(), "the name after % is replaced");
        assertTrue(complete("Result<?> r = %ri").options().contains("risk"), "after '=' too");
        assertTrue(complete("x = 1;\n%ma").options().contains("maven"), "JJava's magics too, on any line");
        assertEquals(Optional.empty(), MagicHints.complete("%zz", 3, NAMES));
    }

    @Test void aCommandsOptionsCompleteOnItsLine() {
        MagicHints.Completion c = complete("%gex SPY --");
        assertEquals("--basis", c.options().get(0), "the command's own options first: " + c.options());
        assertTrue(c.options().containsAll(List.of("--range", "--local", "--as-of", "--help")), c.options().toString());
        assertFalse(c.options().contains("--benchmark"), "another command's option: " + c.options());
        assertEquals("%gex SPY ".length(), c.start(), "the word at the cursor is replaced");
        assertEquals(List.of("--basis", "--base-url"), complete("%gex SPY --ba").options());
        assertFalse(complete("%gex SPY --basis volume --").options().contains("--basis"), "given once already");
        assertTrue(complete("%risk NVDA ").options().contains("--benchmark"), "an empty word lists every option");
        assertEquals(List.of("status"), complete("%oqa st").options(), "%oqa's sub-commands");
        assertEquals(Optional.empty(), MagicHints.complete("%maven org.x:y:1 --", 19, NAMES), "JJava's magic: JShell's business");
        assertEquals(Optional.empty(), MagicHints.complete("var x = 1 + ", 12, NAMES), "Java: JShell's business");
    }

    @Test void shiftTabShowsTheCommandsHelp() {
        String help = MagicHints.help("%gex SPY --basis volume", 3, OqaExtension.magicNames()).orElseThrow();
        assertTrue(help.contains("usage: oqa gex") && help.contains("--basis") && help.contains("--range"), help);
        assertTrue(MagicHints.help("x = 1;\nResult<?> r = %risk NVDA", 20, OqaExtension.magicNames()).orElseThrow().contains("--benchmark"));
        assertEquals(Optional.empty(), MagicHints.help("%maven a:b:1", 2, OqaExtension.magicNames()));
        assertEquals(Optional.empty(), MagicHints.help("System.out", 5, OqaExtension.magicNames()));
    }

    @Test void anUnknownMagicGetsOneLineWithTheClosestName() {
        assertEquals("%gexx is not a magic; did you mean %gex?", MagicHints.unknownMagic("gexx", true, NAMES));
        assertEquals("%rsik is not a magic; did you mean %risk?", MagicHints.unknownMagic("rsik", true, NAMES));
        String list = MagicHints.unknownMagic("lsmagic", true, NAMES);
        assertTrue(list.startsWith("%lsmagic is not a magic; the line magics are ") && list.contains("%gex") && list.contains("%maven")
                && !list.contains("\n"), list);
        assertEquals("%%tim is not a magic; did you mean %%time?", MagicHints.unknownMagic("tim", false, Set.of("time", "loadFromPOM")));
    }

    @Test void jjavasMessageNamesTheMagic() {
        assertEquals(Optional.of(new MagicHints.Undefined("gexx", true)), MagicHints.undefined("Undefined line magic 'gexx'"));
        assertEquals(Optional.of(new MagicHints.Undefined("x", false)), MagicHints.undefined("Undefined cell magic 'x'"));
        assertEquals(Optional.empty(), MagicHints.undefined("something else"));
        assertEquals(Optional.empty(), MagicHints.undefined(null));
    }
}
