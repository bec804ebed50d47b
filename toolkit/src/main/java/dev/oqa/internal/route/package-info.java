/**
 * Where an answer comes from: {@link dev.oqa.internal.route.Router} sends a request remote, to the cache or to the
 * local engine by mode, {@link dev.oqa.internal.route.LocalEngine} answers it locally through its endpoint's spec
 * (the options or the quant engine of {@code internal.local}), and {@link dev.oqa.internal.route.CacheDecision} says,
 * from the time alone, whether a cached answer will do.
 */
package dev.oqa.internal.route;
