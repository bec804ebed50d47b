/**
 * The one command grammar shared by the magics and the command line ({@code docs/COMMANDS.md}): commands, their
 * options and help, parsing into an invocation, the account and cache sub-commands, and turning an invocation into
 * a toolkit query. An endpoint's command (name, aliases, summary, options bound to its query's setters) comes from its
 * spec in {@code dev.oqa.internal.catalogue.Endpoints}. A mistake is a usage error with the command's usage line, never a stack trace.
 */
package dev.oqa.internal.commands;
