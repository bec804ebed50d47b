package dev.oqa.model;

/** Local data missing, ragged or unparsable; the message names the file and, where known, the line. */
public class LocalDataException extends OqaException {
    public LocalDataException(String message) { super(message); }
    public LocalDataException(String message, Throwable cause) { super(message, cause); }
    @Override public int exitCode() { return 5; }
}
