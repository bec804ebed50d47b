package dev.oqa.internal.magics;

import dev.oqa.internal.commands.Exports;
import dev.oqa.internal.commands.Outcome;
import dev.oqa.internal.commands.SecretPrompt;
import dev.oqa.internal.commands.Shell;
import dev.oqa.internal.display.Panel;
import dev.oqa.internal.display.ScanView;
import dev.oqa.internal.format.Html;
import dev.oqa.model.OqaException;
import dev.oqa.model.Redaction;
import dev.oqa.model.UsageException;
import dev.oqa.result.Result;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;

/**
 * Runs one magic line through the shared {@link Shell} and shows the outcome. A user's mistake becomes a
 * short message with the usage, never a stack trace. The result object is returned so that
 * {@code Result<RiskData> r = %risk NVDA} hands it to Java code; the magic shows it as it lands (in place of its
 * progress line), so a kernel that also shows the returned value is told not to ({@link OqaExtension#shownByMagic}).
 */
final class MagicRunner {
    private final BaseKernel kernel;
    private final Shell shell;
    private final OqaExtension extension;
    private final PanelOutputs outputs;

    MagicRunner(BaseKernel kernel, OqaExtension extension, PanelOutputs outputs, SecretPrompt secrets) {
        this.kernel = kernel;
        this.extension = extension;
        this.outputs = outputs;
        this.shell = new Shell(Shell.Frontend.NOTEBOOK, secrets);
    }

    Object run(String magic, List<String> args) {
        extension.magicStarted();
        List<String> words = Stream.concat(Stream.of(magic), args.stream()).toList();
        Progress progress = new Progress(kernel, "%" + String.join(" ", words));
        try {
            long[] shownAt = {0};
            Outcome o = shell.run(words, (done, total, failed, row) -> {
                long now = System.nanoTime();
                if (done < total && now - shownAt[0] < 250_000_000L) return; // a few updates a second, not one per row
                shownAt[0] = now;
                progress.step(done + " of " + total + (failed > 0 ? " (" + failed + " failed)" : ""));
            });
            return switch (o) {
                case Outcome.Text t -> {
                    progress.replaceWith(text(t.notices().isEmpty() ? t.text() : t.text() + "\n" + String.join("\n", t.notices())));
                    yield null;
                }
                case Outcome.Scan s -> {
                    progress.step("drawing");
                    Panel p = ScanView.panel(s.result(), s.ticker(), s.invocation().spec().name());
                    if (s.wrote() != null) p = p.note("wrote " + s.result().rows().size() + " rows to " + s.wrote());
                    show(progress, p);
                    extension.shown(s.result());
                    yield s.result();
                }
                case Outcome.Answered r -> {
                    Result<?> result = r.result();
                    progress.step("drawing");
                    show(progress, r.panel(result));
                    List<String> written = Exports.writeIfAsked(r);
                    if (!written.isEmpty()) kernel.display(text(String.join("\n", written)));
                    extension.shown(result);
                    yield result;
                }
            };
        } catch (UsageException e) {
            fail(progress, "%" + magic + ": " + e.getMessage(), "#8a6d3b");
        } catch (UncheckedIOException e) {
            fail(progress, "%" + magic + ": file error: " + e.getMessage() + (e.getCause() == null ? "" : " (" + e.getCause().getMessage() + ")")
                    + "; check that the OQA folders are writable (%oqa status shows them)", "#a94442");
        } catch (OqaException e) {
            fail(progress, "%" + magic + ": " + e.getClass().getSimpleName().replace("Exception", "").toLowerCase(Locale.ROOT)
                    + " error: " + e.getMessage(), "#a94442");
        } catch (RuntimeException e) {
            fail(progress, "%" + magic + ": internal error (" + e.getClass().getSimpleName() + "): " + e.getMessage(), "#a94442");
        }
        return null;
    }

    /**
     * A magic that could not answer: in a cell of magics, the message (with the usage, for a usage error) where the
     * progress line was; inside Java code ({@link OqaExtension#failInJava}), the cell fails with the message's first
     * line and the progress line goes.
     */
    private void fail(Progress progress, String text, String colour) {
        if (!extension.failsInJava()) {
            progress.replaceWith(message(text, colour));
            return;
        }
        progress.replaceWith(new DisplayData(""));
        String first = text.lines().findFirst().orElse(text).strip();
        throw new MagicFailure(Redaction.redact(first));
    }

    /** The panel where the progress line was, and any further outputs after it. */
    private void show(Progress progress, Panel p) {
        List<DisplayData> shown = outputs.of(p);
        progress.replaceWith(shown.get(0));
        shown.subList(1, shown.size()).forEach(kernel::display);
    }

    /**
     * Text wraps at blanks where the output area is narrower than a line ({@code --help}'s long lines): a front end's
     * own output style may break anywhere (JupyterLab's breaks words), so the style says so; a word longer than the
     * line still breaks rather than run off.
     */
    static final String WRAP_AT_WORDS = "white-space:pre-wrap;word-break:normal;overflow-wrap:break-word";

    private static DisplayData text(String text) { return pre(Redaction.redactFragments(text), "margin:0;" + WRAP_AT_WORDS); }

    private static DisplayData message(String text, String colour) {
        return pre(Redaction.redact(text), "margin:0;color:" + colour + ";" + WRAP_AT_WORDS);
    }

    private static DisplayData pre(String s, String style) {
        DisplayData dd = new DisplayData(s);
        dd.putHTML("<pre style=\"" + style + "\">" + keepWhole(Html.escape(s)) + "</pre>");
        return dd;
    }

    /** A word with a hyphen or a slash, where a browser may break a line ({@code [--history]}, a path). */
    private static final Pattern BREAKABLE_WORD = Pattern.compile("[^\\s]*[-/\u2010-\u2014][^\\s]*");

    /** Escaped {@code html} with each word that holds a hyphen or a slash kept on one line (the text is unchanged). */
    static String keepWhole(String html) {
        return BREAKABLE_WORD.matcher(html).replaceAll(m -> "<span style=\"white-space:nowrap\">" + Matcher.quoteReplacement(m.group()) + "</span>");
    }
}
