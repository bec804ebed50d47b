package dev.oqa.commands;

import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;

/** What running a command produced: text (help, status, account messages) or an endpoint's answer. */
public sealed interface Outcome {
    record Text(String text) implements Outcome {}

    record Result(Invocation invocation, ApiRequest request, Answer<?> answer) implements Outcome {}
}
