/**
 * One typed definition per endpoint: {@link dev.oqa.internal.spec.EndpointSpec} (record, reader, query, command, local
 * analytic, view) and the catalogue {@link dev.oqa.internal.spec.Endpoints}. Above the queries, the local analytics and the
 * views, which it ties together; below the facade and the command grammar, which read it.
 */
package dev.oqa.internal.spec;
