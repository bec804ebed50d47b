package dev.oqa.internal.kernel;

import java.util.UUID;
import org.dflib.jjava.jupyter.messages.Header;
import org.dflib.jjava.jupyter.messages.KernelTimestamp;
import org.dflib.jjava.jupyter.messages.Message;

/**
 * The kernel's own session, as ipykernel has one: every message the kernel sends carries its id in the header's
 * {@code session}, while the parent header keeps the client's. JJava stamps each message with the session of the
 * request it answers (its {@code Header(MessageContext, …)} copies the client's), so a front end with several
 * clients (JupyterLab and the server's own "nudge") saw the kernel change session from message to message and dropped
 * status messages as stale: the status bar stayed "Unknown".
 *
 * @param id the session id, new for each kernel process
 */
record KernelSession(String id) {
    static KernelSession create() {
        return new KernelSession(UUID.randomUUID().toString());
    }

    /** {@code m} as sent by this kernel: a header of its own (new message id, this session), all else as it was. */
    <T> Message<T> stamp(Message<T> m) {
        Header<T> h = m.getHeader();
        Header<T> own = new Header<>(UUID.randomUUID().toString(), Header.KERNEL_USERNAME, id, KernelTimestamp.now(),
                h.getType(), h.getVersion());
        return new Message<>(m.getIdentities(), own, m.getParentHeader(), m.hasMetadata() ? m.getMetadata() : null,
                m.getContent(), m.getBlobs());
    }
}
