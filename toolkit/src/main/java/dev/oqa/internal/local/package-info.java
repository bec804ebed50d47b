/**
 * The local engine: every endpoint answered from local data, the bundled sample set or a user's folder, without
 * a request. {@code LocalEngine} routes a canonical request to the options engine ({@code .options}) or the quant
 * engine ({@code .quant}), which read their inputs through {@code .data}.
 *
 * <p>The data layout is described in {@code docs/DATA.md}, the methods and conventions in {@code docs/METHODS.md}.
 */
package dev.oqa.internal.local;
