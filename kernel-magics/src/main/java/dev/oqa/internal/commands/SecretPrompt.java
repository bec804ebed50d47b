package dev.oqa.internal.commands;

import java.util.Optional;

/**
 * Asks the user for a secret without echoing it. Each front end supplies its own: a console in a shell,
 * Jupyter's password input in a notebook. Empty means nobody can answer (a headless run).
 */
@FunctionalInterface
public interface SecretPrompt {
    Optional<String> ask(String prompt);

    SecretPrompt NONE = p -> Optional.empty();
}
