package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.Mode;
import dev.oqa.model.OqaHome;
import dev.oqa.model.UsageException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShellTest {
    @TempDir Path home;

    private static Invocation parse(String... words) {
        return Grammar.parse(Grammar.find(words[0]).orElseThrow(), List.of(words).subList(1, words.length));
    }

    @Test
    void aKernelKeepsOneClientPerConfigurationAndDropsThemWhenTheModeChanges() {
        Shell shell = new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), System.getenv());
        var first = shell.oqa(parse("gex", "SPY", "--local"));
        assertSame(first, shell.oqa(parse("iv", "QQQ", "--local")), "same settings, same client");
        assertNotSame(first, shell.oqa(parse("gex", "SPY", "--local", "--as-of", "2023-09-14")), "other data, other client");
        shell.setMode(Mode.LOCAL);
        assertNotSame(first, shell.oqa(parse("gex", "SPY", "--local")), "a mode change drops the kept clients");
    }

    @Test
    void noWordsIsAUsageErrorWithTheCommandsNotAnInternalError() {
        Shell shell = new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), System.getenv());
        UsageException e = assertThrows(UsageException.class, () -> shell.run(List.of()));
        assertTrue(e.getMessage().startsWith("no command given") && e.getMessage().contains("gex"), e.getMessage());
    }

    @Test
    void whyPrintsTheLastAnswersNotesOneALine() {
        Shell shell = new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), System.getenv());
        String before = ((Outcome.Text) shell.run(List.of("why"))).text();
        assertTrue(before.startsWith("no answer yet"), before);
        Outcome.Answered a = (Outcome.Answered) shell.run(List.of("gex", "SPY", "--local", "--as-of", "2023-09-14"));
        String why = ((Outcome.Text) shell.run(List.of("why"))).text();
        List<String> lines = why.lines().toList();
        assertTrue(lines.get(0).equals("local") && lines.get(1).startsWith("as of 2023-09-14"), why);
        for (String n : a.answer().provenance().notes()) assertTrue(lines.contains(n), "note " + n + " in: " + why);
        assertTrue(a.answer().provenance().brief().length() <= 120, a.answer().provenance().brief());
        assertThrows(UsageException.class, () -> shell.run(List.of("why", "now")));
    }
}
