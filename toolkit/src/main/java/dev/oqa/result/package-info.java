/**
 * What a question gives back to a notebook or to Java code: {@link dev.oqa.result.Result}, the typed answer with its
 * tables and charts (the rows of a history or a universe scan are a {@link dev.oqa.ScanResult}). A result knows
 * no endpoint: the toolkit makes it with the endpoint's view.
 */
package dev.oqa.result;
