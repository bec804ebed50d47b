/**
 * Plotly charts as data: {@link dev.oqa.internal.charts.StyledFigure} (a Tablesaw {@code Figure} whose truth is the
 * plotly.js JSON tree {@code data, layout, config}), one class per analytic ({@link dev.oqa.internal.charts.GexChart},
 * ...) building that tree directly, and {@link dev.oqa.internal.charts.ChartStyle}, the one look every chart shares.
 * Built on {@code dev.oqa.internal.format}; never uses tables or display. Rendering to a notebook page lives in
 * {@code dev.oqa.internal.display}.
 */
package dev.oqa.internal.charts;
