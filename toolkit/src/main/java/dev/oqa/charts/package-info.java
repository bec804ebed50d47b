/**
 * Plotly charts as Tablesaw {@link tech.tablesaw.plotly.components.Figure}s: {@link dev.oqa.charts.GexChart},
 * {@link dev.oqa.charts.StyledFigure} (Tablesaw plus the plotly.js attributes it cannot express) and
 * {@link dev.oqa.charts.Compact} number labels. Rendering to a notebook page lives in {@code dev.oqa.display}.
 */
package dev.oqa.charts;
