package dev.oqa.internal.kernel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dflib.jjava.jupyter.kernel.util.PathsHandler;

/**
 * The {@code JJAVA_*} environment variables, read as JJava's own launcher reads them (its {@code Env} class is not
 * public): {@code JJAVA_COMPILER_OPTS}, {@code JJAVA_TIMEOUT}, {@code JJAVA_CLASSPATH},
 * {@code JJAVA_STARTUP_SCRIPTS_PATH}, {@code JJAVA_STARTUP_SCRIPT} and {@code JJAVA_LOAD_EXTENSIONS}.
 * ({@code JJAVA_JVM_OPTS} belongs to JJava's separate launcher jar, which this kernel does not use: the kernelspec
 * names the JVM's options itself.)
 *
 * @param compilerOptions  JShell's compiler options, split on blanks; double quotes group, a backslash escapes
 * @param timeout          how long one cell may run, in {@code timeoutUnit}; -1 for no limit
 * @param classpath        more class path for JShell, where extensions are looked for too; null for none
 * @param startupSnippets  code run before the kernel connects: each readable script file, then the inline script
 * @param extensionsEnabled whether extensions (the OQA magics among them) are installed
 */
record KernelEnv(List<String> compilerOptions, long timeout, TimeUnit timeoutUnit, String classpath,
                 List<String> startupSnippets, boolean extensionsEnabled) {

    private static final Pattern TIMEOUT = Pattern.compile("^(?<count>-?\\d+)\\W*(?<unit>[A-Za-z]+)?$");

    static KernelEnv read(Map<String, String> env) {
        String timeout = env.get("JJAVA_TIMEOUT");
        long count = -1;
        TimeUnit unit = TimeUnit.MILLISECONDS;
        if (timeout != null) {
            Matcher m = TIMEOUT.matcher(timeout.strip());
            if (!m.matches()) throw badTimeout(timeout);
            count = Long.parseLong(m.group("count"));
            if (m.group("unit") != null) {
                try {
                    unit = TimeUnit.valueOf(m.group("unit").toUpperCase(Locale.ROOT));
                } catch (IllegalArgumentException e) {
                    throw badTimeout(timeout);
                }
            }
        }
        String opts = env.get("JJAVA_COMPILER_OPTS");
        String load = env.get("JJAVA_LOAD_EXTENSIONS");
        boolean extensions = load == null || !(load.isBlank() || load.strip().equals("0") || load.strip().equalsIgnoreCase("false"));
        return new KernelEnv(opts == null ? List.of() : split(opts), count, unit, env.get("JJAVA_CLASSPATH"),
                startupSnippets(env.get("JJAVA_STARTUP_SCRIPTS_PATH"), env.get("JJAVA_STARTUP_SCRIPT")), extensions);
    }

    private static IllegalArgumentException badTimeout(String value) {
        return new IllegalArgumentException("JJAVA_TIMEOUT is '" + value + "'; accepted: milliseconds (60000), or a count and a"
                + " TimeUnit name (60 SECONDS, 5 MINUTES); -1 or unset for no limit");
    }

    private static List<String> startupSnippets(String scriptPaths, String script) {
        List<String> snippets = new ArrayList<>();
        if (scriptPaths != null && !scriptPaths.isBlank()) {
            for (Path p : PathsHandler.splitAndResolveGlobs(scriptPaths)) {
                if (!Files.isRegularFile(p) || !Files.isReadable(p)) continue;
                try {
                    snippets.add(Files.readString(p));
                } catch (IOException e) {
                    throw new UncheckedIOException("JJAVA_STARTUP_SCRIPTS_PATH: cannot read " + p, e);
                }
            }
        }
        if (script != null) snippets.add(script);
        return snippets;
    }

    /** Blank-separated words; double quotes keep blanks in a word, a backslash takes the next character as it is. */
    static List<String> split(String s) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false, inWord = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                word.append(s.charAt(++i));
                inWord = true;
            } else if (c == '"') {
                quoted = !quoted;
                inWord = true;
            } else if (!quoted && Character.isWhitespace(c)) {
                if (inWord) words.add(word.toString());
                word.setLength(0);
                inWord = false;
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) words.add(word.toString());
        return words;
    }
}
