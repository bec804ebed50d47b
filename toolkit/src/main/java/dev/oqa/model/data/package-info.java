/**
 * The {@code data} objects of the twelve v0 endpoints as Java records. Documented fields are typed; the
 * members whose inner structure api-v0 leaves open are kept as JSON trees, so a client reads whatever a
 * real server sends and the local engine emits exactly one well-defined shape.
 */
package dev.oqa.model.data;
