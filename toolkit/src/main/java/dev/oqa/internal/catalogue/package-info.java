/**
 * The catalogue: one typed definition per endpoint, {@link dev.oqa.internal.catalogue.EndpointSpec} (record, reader, query,
 * command, local analytic), and {@link dev.oqa.internal.catalogue.Endpoints}, which holds them. Above the queries and the
 * local analytics, which it ties together; below the router, the facade and the command grammar, which read it. It
 * knows no view: the display side keys its own ({@code internal.display.Views}) by the same endpoint.
 */
package dev.oqa.internal.catalogue;
