package dev.oqa.layers;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The main Java sources of every module, for the guards that no main code does a thing (a second HTTP client, a
 * rewritten system property, a decision on a note's words). Run from a module's folder, as Surefire runs tests. The
 * scan is checked to be a real one: the three modules hold hundreds of main sources.
 */
public final class MainSources {
    private static final List<String> MODULES = List.of("toolkit", "kernel-magics", "spark");

    private MainSources() {}

    /** Every match of {@code p} in main code, as "path/in/module.java: matched text", in module and path order. */
    public static List<String> matches(Pattern p) {
        List<String> found = new ArrayList<>();
        int files = 0;
        for (String module : MODULES) {
            Path root = Path.of("..", module, "src", "main", "java");
            if (!Files.isDirectory(root)) continue;
            try (Stream<Path> walk = Files.walk(root)) {
                for (Path f : walk.filter(x -> x.toString().endsWith(".java")).sorted().toList()) {
                    files++;
                    Matcher m = p.matcher(Files.readString(f));
                    while (m.find()) found.add(root.relativize(f) + ": " + m.group());
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        assertTrue(files > 200, "main sources read: " + files);
        return found;
    }
}
