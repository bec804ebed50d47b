/**
 * The local engine's analytics: every endpoint answered from local data, the bundled sample set or a user's folder,
 * without a request. The options engine ({@code .options}) and the quant engine ({@code .quant}) read their inputs
 * through {@code .data}; {@code internal.route.LocalEngine} picks one by the endpoint's spec. Nothing here knows the
 * catalogue or a view, so the router and the catalogue stand above it.
 *
 * <p>The data layout is described in {@code docs/DATA.md}, the methods and conventions in {@code docs/METHODS.md}.
 */
package dev.oqa.internal.local;
