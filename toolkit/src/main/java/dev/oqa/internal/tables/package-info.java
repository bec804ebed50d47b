/**
 * Tablesaw tables built from answers ({@link dev.oqa.internal.tables.GexTable}, ...) and {@link dev.oqa.internal.tables.LongForm}, every
 * member of an answer as rows. Built on {@code dev.oqa.internal.format}; never uses charts or display.
 */
package dev.oqa.internal.tables;
