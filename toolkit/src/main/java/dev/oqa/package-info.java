/**
 * The toolkit's entry point: the {@code Oqa} facade (mode, key, address, quota, cache and local data for one
 * session), which answers every endpoint through its spec ({@code dev.oqa.internal.catalogue}) and gives back a typed
 * {@code dev.oqa.result.Result}, and the {@code --via-chain} path that computes five options analytics from one
 * {@code /options/chain} answer.
 *
 * <p>Start with {@code Oqa.defaults()} and type a dot: every endpoint is a method returning a fluent query.
 */
package dev.oqa;
