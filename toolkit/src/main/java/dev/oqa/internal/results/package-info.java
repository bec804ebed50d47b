/**
 * Where an answer meets its view: {@link dev.oqa.internal.results.ViewedResult} joins the catalogue's reader of an
 * endpoint ({@code internal.catalogue}) with the display side's view of it ({@code internal.display}) and the files it
 * saves ({@code internal.export}). Above both sides, so that neither knows the other; below the facade.
 */
package dev.oqa.internal.results;
