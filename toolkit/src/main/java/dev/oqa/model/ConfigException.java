package dev.oqa.model;

import dev.oqa.model.OqaException;
import dev.oqa.model.Redaction;

/** The toolkit is not set up for what was asked, e.g. remote mode without a base URL (exit 2). */
public class ConfigException extends OqaException {
    public ConfigException(String message) { super(Redaction.redact(message)); }
    public ConfigException(String message, Throwable cause) { super(Redaction.redact(message), cause); }
    @Override public int exitCode() { return 2; }
}
