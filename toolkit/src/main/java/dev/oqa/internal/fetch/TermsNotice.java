package dev.oqa.internal.fetch;

import dev.oqa.internal.client.UserFiles;
import dev.oqa.model.ConfigException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The sources' terms, shown on the first fetch from each public source and then not again: the sources shown are
 * remembered one per line in a small file beside the settings ({@code fetch-terms}). It follows the rule of every
 * file the toolkit keeps in the user's folders ({@link UserFiles}): read only as a small regular file, so a named pipe
 * in its place never hangs a fetch and a huge file never fills the heap, and replaced atomically, so a link in its
 * place is never written through. When it cannot be read or written the notice is shown every time, which errs on the
 * side of saying it, with one line saying why.
 *
 * @param file where shown sources are remembered; null to show the terms every time
 */
record TermsNotice(Path file) {
    static final String WHAT = "fetch-terms file";
    private static final String REMEDY = "remove it; the terms are shown on each fetch until then";

    /** The notices for {@code used} sources not shown before; remembers them. */
    List<String> firstTime(Collection<Provider> used) {
        List<String> out = new ArrayList<>();
        String text;
        try {
            text = file == null ? null : UserFiles.read(file, WHAT, REMEDY).orElse("");
        } catch (ConfigException unusable) {
            text = null;
            if (!used.isEmpty()) out.add("note: " + unusable.getMessage());
        }
        List<String> shown = text == null ? List.of() : text.lines().map(String::strip).toList();
        List<Provider> fresh = used.stream().filter(p -> !shown.contains(p.name())).toList();
        for (Provider p : fresh) out.add("terms of use (shown once): " + p.label() + ": " + p.terms() + ". See docs/DATA.md, \"Fetching today's data\".");
        if (text != null && !fresh.isEmpty()) {
            String remembered = (text.isEmpty() || text.endsWith("\n") ? text : text + "\n")
                    + fresh.stream().map(p -> p.name() + "\n").collect(Collectors.joining());
            try {
                UserFiles.replace(file, remembered.getBytes(StandardCharsets.UTF_8), WHAT);
            } catch (ConfigException e) {
                // shown again next time
            }
        }
        return out;
    }
}
