/**
 * Notebook output: {@link dev.oqa.internal.display.Panel} (title, provenance, chart, table, notes as one {@code text/html}
 * block plus a text fallback), {@link dev.oqa.internal.display.FigureHtml} (one figure as div + script) and
 * {@link dev.oqa.internal.display.PlotlyJs} (the bundled, require.js-safe plotly.js 2.35.3 and where it goes on the page).
 * The top of the presentation layers: it puts {@code dev.oqa.internal.tables} and {@code dev.oqa.internal.charts} together, and they
 * never call back into it.
 */
package dev.oqa.internal.display;
