/**
 * Where an answer comes from: {@link dev.oqa.internal.route.Router} sends a request remote, to the cache or to the
 * local engine by mode, and {@link dev.oqa.internal.route.CacheDecision} says, from the time alone, whether a cached
 * answer will do.
 */
package dev.oqa.internal.route;
