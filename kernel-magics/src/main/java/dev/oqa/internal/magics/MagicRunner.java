package dev.oqa.internal.magics;

import dev.oqa.Oqa;
import dev.oqa.result.Result;
import dev.oqa.internal.spec.ViewedResult;
import dev.oqa.internal.commands.Outcome;
import dev.oqa.internal.commands.Shell;
import dev.oqa.internal.format.Html;
import dev.oqa.internal.display.Panel;
import dev.oqa.model.OqaException;
import dev.oqa.model.UsageException;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.dflib.jjava.jupyter.channels.JupyterInputStream;
import org.dflib.jjava.jupyter.channels.ShellReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;

/**
 * Runs one magic line through the shared {@link Shell} and shows the outcome. A user's mistake becomes a
 * short message with the usage, never a stack trace. The result object is returned so that
 * {@code Result<RiskData> r = %risk NVDA} hands it to Java code. The panel is displayed here because jjava 1.0-a6
 * drops a magic's return value; jjava 1.0-a8 also shows the returned value, so a result the magic has already shown
 * renders once as a one-line pointer instead of a second panel.
 */
final class MagicRunner {
    private final BaseKernel kernel;
    private final Shell shell;
    private final Set<Result<?>> shown;
    private final Activity activity;

    MagicRunner(BaseKernel kernel, Set<Result<?>> shown, Activity activity) {
        this.kernel = kernel;
        this.shown = shown;
        this.activity = activity;
        this.shell = new Shell(Shell.Frontend.NOTEBOOK, this::askSecret);
    }

    Object run(String magic, List<String> args) {
        activity.begin();
        try {
            return runMagic(magic, args);
        } finally {
            activity.end();
        }
    }

    private Object runMagic(String magic, List<String> args) {
        List<String> words = new ArrayList<>();
        words.add(magic);
        words.addAll(args);
        Progress progress = Progress.start(kernel, "%" + String.join(" ", words));
        try {
            long[] shownAt = {0};
            Outcome o = shell.run(words, (done, total, failed, row) -> {
                long now = System.nanoTime();
                if (done < total && now - shownAt[0] < 250_000_000L) return; // a few updates a second, not one per row
                shownAt[0] = now;
                progress.step(done + " of " + total + (failed > 0 ? " (" + failed + " failed)" : ""));
            });
            return switch (o) {
                case Outcome.Text t -> { progress.clear(); text(t.text()); yield null; }
                case Outcome.Scan s -> {
                    progress.step("drawing");
                    dev.oqa.internal.display.Panel p = dev.oqa.internal.display.ScanView.panel(s.result(), s.ticker(), s.invocation().spec().name());
                    if (s.wrote() != null) p = p.note("wrote " + s.result().rows().size() + " rows to " + s.wrote());
                    DisplayData dd = new DisplayData(p.text());
                    dd.putHTML(p.html());
                    progress.replaceWith(dd);
                    yield s.result();
                }
                case Outcome.Answered r -> {
                    Result<?> result = Oqa.result(r.answer(), r.request());
                    progress.step("drawing");
                    Panel p;
                    try {
                        p = ViewedResult.panel(result);
                    } catch (OqaException e) {
                        throw e;
                    } catch (RuntimeException e) {
                        if (r.answer().provenance().source() == dev.oqa.model.Source.LOCAL) throw e;
                        // What a server sent cannot end in "internal error": it is an API error, named as such, and it
                        // is dropped from the cache so that it is asked again, not replayed.
                        shell.forget(r);
                        throw new dev.oqa.model.ApiException(200, "unreadable_answer", null, "the "
                                + r.answer().provenance().source().name().toLowerCase(java.util.Locale.ROOT) + " answer for "
                                + r.request().endpoint().path() + " could not be shown (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")", e);
                    }
                    DisplayData dd = new DisplayData(p.text());
                    dd.putHTML(p.html());
                    progress.replaceWith(dd);
                    List<String> written = dev.oqa.internal.commands.DataCsv.writeIfAsked(r);
                    if (!written.isEmpty()) text(String.join("\n", written));
                    shown.add(result);
                    yield result;
                }
            };
        } catch (UsageException e) {
            progress.clear();
            message("%" + magic + ": " + e.getMessage(), "#8a6d3b");
        } catch (java.io.UncheckedIOException e) {
            progress.clear();
            message("%" + magic + ": file error: " + e.getMessage() + (e.getCause() == null ? "" : " (" + e.getCause().getMessage() + ")")
                    + "; check that the OQA folders are writable (%oqa status shows them)", "#a94442");
        } catch (OqaException e) {
            progress.clear();
            message("%" + magic + ": " + e.getClass().getSimpleName().replace("Exception", "").toLowerCase(java.util.Locale.ROOT)
                    + " error: " + e.getMessage(), "#a94442");
        } catch (RuntimeException e) {
            progress.clear();
            message("%" + magic + ": internal error (" + e.getClass().getSimpleName() + "): " + e.getMessage(), "#a94442");
        }
        return null;
    }

    private void text(String text) {
        String s = dev.oqa.model.Redaction.redactFragments(text);
        DisplayData dd = new DisplayData(s);
        dd.putHTML("<pre style=\"margin:0\">" + Html.escape(s) + "</pre>");
        kernel.display(dd);
    }

    private void message(String text, String colour) {
        String s = dev.oqa.model.Redaction.redact(text);
        DisplayData dd = new DisplayData(s);
        dd.putHTML("<pre style=\"margin:0;color:" + colour + ";white-space:pre-wrap\">" + Html.escape(s) + "</pre>");
        kernel.display(dd);
    }


    /**
     * Jupyter's hidden input. JJava has no public API for it: the reply environment sits in a private field
     * of its input stream (verified on JJava 1.0-a6 and 1.0a8). nbclient and nbconvert disable stdin; asking then
     * would hang the cell, so an empty answer sends the user to the env var instead.
     */
    private Optional<String> askSecret(String prompt) {
        try {
            if (!(kernel.getIO().in instanceof JupyterInputStream in) || !in.isEnabled()) return Optional.empty();
            Field f = JupyterInputStream.class.getDeclaredField("env");
            f.setAccessible(true);
            Object env = f.get(in);
            if (!(env instanceof ShellReplyEnvironment sre)) return Optional.empty();
            String v = sre.readFromStdIn(prompt, true);
            return v == null || v.isBlank() ? Optional.empty() : Optional.of(v.strip());
        } catch (ReflectiveOperationException | RuntimeException e) {
            return Optional.empty();
        }
    }

}
