/**
 * The tolerant reading layer: turns whatever shape a server sends for a member that api-v0 leaves open (a list of
 * records, a {@code {date: value}} map, a dict of dicts by column or by row, pandas {@code to_dict} orients
 * {@code split}, {@code index}, {@code columns}, {@code records} and {@code list}, a list of lists with labels beside
 * it, numbers as strings, {@code null} and {@code "NaN"}, empty arrays and objects) into the one canonical shape the
 * local engine emits, which every table and chart reads.
 *
 * <p>{@link dev.oqa.internal.shape.Shapes} normalises one member into a {@link dev.oqa.internal.shape.Frame}; one
 * {@link dev.oqa.internal.shape.DataReader} per endpoint maps the normalised members into the endpoint's record of
 * {@code dev.oqa.model.data}. A documented member that cannot be read fails the whole answer with an
 * {@link dev.oqa.internal.shape.UnreadableAnswerException} naming it; an open member that cannot be read is kept as
 * received and listed in the {@link dev.oqa.internal.shape.Reading}, so a view shows it as a generic table with a note.
 */
package dev.oqa.internal.shape;
