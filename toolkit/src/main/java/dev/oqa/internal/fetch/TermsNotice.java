package dev.oqa.internal.fetch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The sources' terms, shown on the first fetch from each public source and then not again: the sources shown are
 * remembered one per line in a small file beside the settings. When that file cannot be written the notice is shown
 * every time, which errs on the side of saying it.
 *
 * @param file where shown sources are remembered; null to show the terms every time
 */
record TermsNotice(Path file) {
    /** The notices for {@code used} sources not shown before; remembers them. */
    List<String> firstTime(Collection<Provider> used) {
        List<String> out = new ArrayList<>();
        List<String> shown = shown();
        for (Provider p : used) {
            if (shown.contains(p.name())) continue;
            out.add("terms of use (shown once): " + p.label() + ": " + p.terms() + ". See docs/DATA.md, \"Fetching today's data\".");
            remember(p);
        }
        return out;
    }

    private List<String> shown() {
        if (file == null || !Files.isRegularFile(file)) return List.of();
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8).stream().map(String::strip).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private void remember(Provider p) {
        if (file == null) return;
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, p.name() + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            // shown again next time
        }
    }
}
