package dev.oqa.internal.kernel;

import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import org.dflib.jjava.jupyter.channels.JupyterConnection;
import org.dflib.jjava.jupyter.channels.JupyterSocket;
import org.dflib.jjava.jupyter.channels.ShellChannel;
import org.dflib.jjava.jupyter.channels.ShellReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.KernelConnectionProperties;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.MessageContext;
import org.dflib.jjava.jupyter.messages.publish.PublishStatus;

/**
 * JJava's connection, with every request answered through an {@link OqaReplyEnvironment} (the kernel's own session on
 * each message) and the "starting" status sent as that session too (JJava sends it with no session at all).
 */
final class OqaConnection extends JupyterConnection {
    private final KernelConnectionProperties properties;
    private final KernelSession session;
    private boolean connected;

    OqaConnection(KernelConnectionProperties properties, KernelSession session) throws NoSuchAlgorithmException, InvalidKeyException {
        super(properties);
        this.properties = properties;
        this.session = session;
    }

    @Override
    public ShellReplyEnvironment prepareReplyEnv(ShellChannel shell, MessageContext context) {
        return new OqaReplyEnvironment(shell, stdin, iopub, context, session);
    }

    /** As JJava's {@code connect}: bind the five sockets, then publish "starting". */
    @Override
    public synchronized void connect() {
        if (connected) return;
        for (JupyterSocket s : List.<JupyterSocket>of(heartbeat, shell, control, stdin, iopub)) s.bind(properties);
        iopub.sendMessage(session.stamp(new Message<>(null, PublishStatus.MESSAGE_TYPE, PublishStatus.STARTING)));
        connected = true;
    }
}
