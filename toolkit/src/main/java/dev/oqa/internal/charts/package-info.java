/**
 * Plotly charts as Tablesaw {@link tech.tablesaw.plotly.components.Figure}s: {@link dev.oqa.internal.charts.GexChart}, one
 * class per analytic, {@link dev.oqa.internal.charts.StyledFigure} (Tablesaw plus the plotly.js attributes it cannot express)
 * and {@link dev.oqa.internal.charts.ChartStyle}, the one look every chart shares. Built on {@code dev.oqa.internal.format}; never uses
 * tables or display. Rendering to a notebook page lives in {@code dev.oqa.internal.display}.
 */
package dev.oqa.internal.charts;
