package dev.oqa.internal.commands;

import dev.oqa.internal.catalogue.EndpointSpec;
import dev.oqa.internal.display.Panel;
import dev.oqa.internal.results.ViewedResult;
import dev.oqa.internal.scan.ScanResult;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.OqaException;
import dev.oqa.model.Source;
import dev.oqa.result.Result;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** What running a command produced: text (help, status, account messages) or an endpoint's answer. */
public sealed interface Outcome {
    /** {@code exitCode} is the command line's: 0, or what a text outcome that reports failures (data fetch) ends with. */
    record Text(String text, int exitCode, List<String> notices) implements Outcome {
        /** {@code notices}: said once beside the text (terms of use), on stderr in a terminal. */
        public Text {
            notices = notices == null ? List.of() : List.copyOf(notices);
        }
        public Text(String text, int exitCode) { this(text, exitCode, List.of()); }
        public Text(String text) { this(text, 0); }
    }

    /**
     * An endpoint's answer, with its two views: {@link #panel} for a notebook, {@link #printed} for the command line.
     * What a server sent cannot crash a front end: when an answer from the service or its cache cannot be viewed, that
     * is an API error (exit 5), and {@code forget} drops its cached copy so that it is asked again, not replayed. A
     * local answer that cannot be viewed is a bug, and stays one.
     */
    record Answered(Invocation invocation, EndpointSpec<?, ?> api, ApiRequest request, Answer<?> answer, BooleanSupplier forget) implements Outcome {
        /** The answer as the Java API hands it out ({@code var r = %gex SPY}), drawn by its endpoint's view. */
        public Result<?> result() { return ViewedResult.of(api, answer, request); }

        /** {@code result}'s panel, its notes worded as the command's options ({@code --all}, not {@code all()}). */
        public Panel panel(Result<?> result) {
            return viewed(() -> ViewedResult.panel(result).spelled(n -> Grammar.asOptions(invocation.spec(), n)));
        }

        /** What the command line prints. */
        public Render.Shown printed() { return viewed(() -> Render.shown(this)); }

        /** {@code view}, with what a front end does when it fails (above). */
        <T> T viewed(Supplier<T> view) {
            try {
                return view.get();
            } catch (RuntimeException e) {
                Source source = answer.provenance().source();
                if (e instanceof OqaException || source == Source.LOCAL) throw e;
                throw Shell.unusable("unreadable_answer", "the " + Shell.lower(source) + " answer for " + request.endpoint().path()
                        + " could not be shown", forget.getAsBoolean(), e);
            }
        }
    }

    /**
     * Rows of a universe scan or of {@code --history}; {@code ticker} is set for history, {@code wrote} names the --out
     * file, {@code notes} are further provenance ({@code --verbose}: the folders read).
     */
    record Scan(Invocation invocation, ScanResult result, String ticker, String wrote, List<String> notes) implements Outcome {}
}
