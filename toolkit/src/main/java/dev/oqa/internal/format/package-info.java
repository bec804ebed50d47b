/**
 * Formatting shared by tables, charts and notebook panels, below all three: {@link dev.oqa.internal.format.Html} (the toolkit's
 * one HTML escape), {@link dev.oqa.internal.format.HtmlTable} (a Tablesaw table as compact, escaped HTML),
 * {@link dev.oqa.internal.format.Compact} (short finance numbers: {@code $1.2B}, {@code −$350M}) and
 * {@link dev.oqa.internal.format.QuantJson} (tolerant reads of the quant records' open JSON members).
 *
 * <p>May use {@code dev.oqa.model} (and its {@code data} records), Tablesaw and Jackson, and nothing else of the
 * toolkit: {@code dev.oqa.internal.tables} and {@code dev.oqa.internal.charts} build on it, {@code dev.oqa.internal.display} on those.
 */
package dev.oqa.internal.format;
