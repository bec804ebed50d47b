package dev.oqa.internal.kernel;

import org.dflib.jjava.jupyter.channels.JupyterSocket;
import org.dflib.jjava.jupyter.channels.ShellChannel;
import org.dflib.jjava.jupyter.channels.ShellReplyEnvironment;
import org.dflib.jjava.jupyter.channels.StdinChannel;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.MessageContext;
import org.dflib.jjava.jupyter.messages.reply.ExecuteReply;
import org.dflib.jjava.jupyter.messages.reply.InputReply;
import org.dflib.jjava.jupyter.messages.request.InputRequest;

/**
 * JJava's reply environment for one request, sending as the kernel's own session ({@link KernelSession}): replies,
 * iopub messages (status, streams, displays, results, errors) and the stdin prompt. It also carries the pager page of
 * a help cell ({@code Math.max?}) into that cell's {@code execute_reply}, as ipykernel's {@code payload}.
 */
final class OqaReplyEnvironment extends ShellReplyEnvironment {
    private final StdinChannel stdin;
    private final KernelSession session;
    private volatile Replies.Page page;

    OqaReplyEnvironment(ShellChannel shell, StdinChannel stdin, JupyterSocket iopub, MessageContext context, KernelSession session) {
        super(shell, stdin, iopub, context);
        this.stdin = stdin;
        this.session = session;
    }

    @Override
    public void publish(Message<?> msg) {
        super.publish(session.stamp(msg));
    }

    @Override
    public void reply(Message<?> msg) {
        Replies.Page p = page;
        if (p != null && msg.getContent() instanceof ExecuteReply r && r.getStatus() == ExecuteReply.Status.OK) {
            page = null;
            msg = new Message<ExecuteReply>(getContext(), ExecuteReply.MESSAGE_TYPE, new Replies.PagedExecuteReply(r.getExecutionCount(), p));
        }
        super.reply(session.stamp(msg));
    }

    /** Shows {@code p} in the front end's pager with this request's reply (an execute request's only). */
    void page(Replies.Page p) {
        page = p;
    }

    /** As JJava's stdin channel asks ({@code StdinChannel.getInput}, which locks the channel too), as this session. */
    @Override
    public String readFromStdIn(String prompt, boolean isPassword) {
        synchronized (stdin) {
            stdin.sendMessage(session.stamp(new Message<>(getContext(), InputRequest.MESSAGE_TYPE, new InputRequest(prompt, isPassword))));
            Message<InputReply> reply = stdin.readMessage(InputReply.MESSAGE_TYPE);
            return reply.getContent().getValue() + System.lineSeparator();
        }
    }
}
