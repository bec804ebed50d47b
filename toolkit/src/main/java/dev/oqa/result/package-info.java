/**
 * What a question gives back to a notebook or to Java code: {@link dev.oqa.result.Result}, the typed answer with its
 * panel, tables and charts. It knows no endpoint: whoever makes a result hands it the endpoint's view.
 */
package dev.oqa.result;
