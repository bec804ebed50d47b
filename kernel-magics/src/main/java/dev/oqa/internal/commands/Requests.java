package dev.oqa.internal.commands;

import dev.oqa.Oqa;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.UsageException;
import dev.oqa.internal.spec.Endpoints;

/**
 * Maps a parsed command onto the fluent query of its endpoint, through the endpoint's spec (each option is bound to
 * the setter it drives there). The queries own sanitising and the refusals that save quota, so the command line,
 * the magics and Java code ask exactly the same question.
 */
public final class Requests {
    private Requests() {}

    public static ApiRequest of(Invocation inv, Oqa oqa) {
        Endpoint e = inv.spec().endpointOpt().orElseThrow(() -> new IllegalArgumentException(inv.spec().name() + " calls no endpoint"));
        try {
            return Endpoints.of(e).request(inv.positionals(), inv);
        } catch (UsageException u) {
            // Add the command's usage line so a notebook user sees how to fix it without --help.
            if (u.getMessage().contains("\nusage:")) throw u;
            throw new UsageException(u.getMessage() + "\nusage: " + Grammar.usageLine(inv.spec()));
        }
    }

}
