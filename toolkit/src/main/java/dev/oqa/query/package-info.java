/**
 * Fluent, typed queries for the twelve v0 endpoints, created by {@link dev.oqa.Oqa}: e.g.
 * {@code oqa.gex("SPY").basis(Basis.VOLUME).range(0.3).expiration("2023-09-15").answer()}.
 */
package dev.oqa.query;
