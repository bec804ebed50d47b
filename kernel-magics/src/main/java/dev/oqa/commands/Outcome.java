package dev.oqa.commands;

import dev.oqa.model.Answer;

/** What running a command produced: text (help, status, account messages) or an endpoint's answer. */
public sealed interface Outcome {
    record Text(String text) implements Outcome {}

    record Result(Invocation invocation, Answer<?> answer) implements Outcome {}
}
