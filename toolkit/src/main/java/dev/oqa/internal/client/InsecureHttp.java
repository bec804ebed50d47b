package dev.oqa.internal.client;

import dev.oqa.model.ConfigException;
import java.util.Map;
import java.util.Optional;

/**
 * The user's consent to send the API key over plain http to a host that is not this machine: the flag
 * {@code --insecure-http} for one command, env {@code OQA_INSECURE_HTTP=allow} for a process, or
 * {@code insecure_http=allow} in the settings file for good. Only the word {@code allow} consents; any other value is
 * a configuration error, so that neither {@code =1} nor {@code =no} can be read the wrong way.
 *
 * @param allowedBy who consented, for the warning every such call carries; empty when nobody did
 */
public record InsecureHttp(Optional<String> allowedBy) {
    public static final String FLAG = "insecure-http";
    public static final String ENV = "OQA_INSECURE_HTTP";
    public static final String SETTING = "insecure_http";
    public static final String CONSENT = "allow";
    /** Nobody consented: plain http goes to this machine only. */
    public static final InsecureHttp REFUSED = new InsecureHttp(Optional.empty());

    public static InsecureHttp allowedBy(String who) { return new InsecureHttp(Optional.of(who)); }

    public boolean allowed() { return allowedBy.isPresent(); }

    /**
     * The consent of the environment, else of the stored setting ({@code setting} is its value, {@code settingsFile}
     * where it is kept, for messages); {@link #REFUSED} when neither is set.
     */
    public static InsecureHttp from(Map<String, String> env, Optional<String> setting, String settingsFile) {
        String e = env.get(ENV);
        if (e != null && !e.isBlank()) return consent(e, ENV + "=" + e.trim(), "env " + ENV);
        return setting.filter(s -> !s.isBlank())
                .map(s -> consent(s, SETTING + "=" + s.trim() + " in " + settingsFile, SETTING + " in " + settingsFile))
                .orElse(REFUSED);
    }

    private static InsecureHttp consent(String value, String who, String where) {
        if (value.trim().equals(CONSENT)) return allowedBy(who);
        throw new ConfigException(where + " is '" + value.trim() + "'; the only accepted value is '" + CONSENT
                + "' (send the API key over plain http to hosts that are not this machine), or leave it unset");
    }
}
