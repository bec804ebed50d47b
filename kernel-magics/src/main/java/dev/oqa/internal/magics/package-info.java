/**
 * The JJava extension: registers one line magic per command ({@code %gex}, {@code %risk}, …, {@code %oqa}),
 * shows a live status line while a command works and replaces it with the answer (chart, table and provenance
 * line), and returns the typed result so a cell can keep it.
 */
package dev.oqa.internal.magics;
