package dev.oqa.internal.commands;

import dev.oqa.internal.scan.ScanResult;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import java.util.List;

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

    record Answered(Invocation invocation, ApiRequest request, Answer<?> answer) implements Outcome {}

    /**
     * Rows of a universe scan or of {@code --history}; {@code ticker} is set for history, {@code wrote} names the --out
     * file, {@code notes} are further provenance ({@code --verbose}: the folders read).
     */
    record Scan(Invocation invocation, ScanResult result, String ticker, String wrote, List<String> notes) implements Outcome {}
}
