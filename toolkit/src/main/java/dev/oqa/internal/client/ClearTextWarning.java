package dev.oqa.internal.client;

import dev.oqa.model.ApiException;
import dev.oqa.model.AuthException;
import dev.oqa.model.NetworkException;
import dev.oqa.model.OqaException;
import dev.oqa.model.QuotaExceededException;
import dev.oqa.model.RateLimitedException;

/**
 * The plain-http warning added to a failed call's error, the same kind of error with the same fields, so that exit
 * codes and handling do not change. Only the kinds a call raises once its key is on the wire are rebuilt (exactly
 * those classes); any other error is returned as it is.
 */
final class ClearTextWarning {
    private ClearTextWarning() {}

    static OqaException appendedTo(OqaException e, String warning) {
        String m = e.getMessage() + "; " + warning;
        OqaException out;
        if (e.getClass() == ApiException.class) {
            ApiException a = (ApiException) e;
            out = new ApiException(a.status(), a.code(), a.serverMessage(), m, a.getCause());
        } else if (e.getClass() == AuthException.class) {
            AuthException a = (AuthException) e;
            out = new AuthException(a.code(), m, a.status());
        } else if (e.getClass() == RateLimitedException.class) {
            RateLimitedException r = (RateLimitedException) e;
            out = new RateLimitedException(m, r.retryAfter(), r.status(), r.code());
        } else if (e.getClass() == QuotaExceededException.class) {
            out = new QuotaExceededException(m, ((QuotaExceededException) e).resetsAt());
        } else if (e.getClass() == NetworkException.class) {
            out = new NetworkException(m, e.getCause());
        } else {
            return e;
        }
        out.setStackTrace(e.getStackTrace());
        return out;
    }
}
