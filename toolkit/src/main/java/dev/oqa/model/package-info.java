/**
 * The shared vocabulary every layer speaks: the endpoints with their paths, families and default tickers; the
 * canonical request (sanitised parameters in a fixed order, so a cache key and the server see the same thing);
 * parameter sanitising and periods; the provenance of an answer (remote, cache or local, and why); and the
 * errors with their exit codes. Sub-package {@code data} holds one immutable record per endpoint's {@code data}
 * object.
 *
 * <p>Nothing here performs input or output.
 */
package dev.oqa.model;
