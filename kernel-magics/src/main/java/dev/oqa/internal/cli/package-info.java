/**
 * {@code bin/oqa}: the command-line entry point. It parses with the same grammar as the notebook magics, prints
 * the answer as a table, JSON or CSV on standard output and the provenance line on standard error, and exits with
 * 0 ok, 2 usage, 3 authentication, 4 quota or rate limit, 5 other API error, 6 network.
 */
package dev.oqa.internal.cli;
