package dev.oqa.model;

/** The toolkit is not set up for what was asked, e.g. remote mode without a base URL (exit 2). */
public class ConfigException extends OqaException {
    public ConfigException(String message) { super(message); }
    public ConfigException(String message, Throwable cause) { super(message, cause); }
    @Override public int exitCode() { return 2; }
}
