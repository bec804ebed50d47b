/**
 * Tablesaw tables built from answers ({@link dev.oqa.tables.GexTable}, ...) and {@link dev.oqa.tables.HtmlTable}
 * for compact, escaped HTML views of any table.
 */
package dev.oqa.tables;
