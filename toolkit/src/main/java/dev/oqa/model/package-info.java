/**
 * The shared vocabulary every layer speaks: the endpoints with their paths, families and default tickers; the
 * canonical request (sanitised parameters in a fixed order, so a cache key and the server see the same thing);
 * parameter sanitising and periods; the provenance of an answer (remote, cache or local, and why); the
 * errors with their exit codes, the quota and rate-limit refusals among them; {@link dev.oqa.model.Redaction}, which
 * hides API keys in every error message and output; and {@link dev.oqa.model.Json}, the one Jackson configuration.
 * Sub-package {@code data} holds one immutable record per endpoint's {@code data} object.
 *
 * <p>Nothing here performs input or output: no file, stream or socket is read or written, and no response body is
 * parsed (that is {@code dev.oqa.internal.shape}'s job). {@link dev.oqa.model.OqaHome#resolve()} only looks at the
 * process's environment and system properties to name the folders.
 */
package dev.oqa.model;
