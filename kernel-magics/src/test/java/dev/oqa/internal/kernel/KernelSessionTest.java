package dev.oqa.internal.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.dflib.jjava.jupyter.messages.Header;
import org.dflib.jjava.jupyter.messages.KernelTimestamp;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.MessageType;
import org.dflib.jjava.jupyter.messages.publish.PublishStatus;
import org.dflib.jjava.jupyter.messages.request.KernelInfoRequest;
import org.junit.jupiter.api.Test;

/** The kernel's messages carry its own session; what they answer keeps the client's. */
class KernelSessionTest {
    @Test void aStampedMessageIsTheKernelsAndStillAnswersTheClient() {
        Header<KernelInfoRequest> request = new Header<>("r-1", "user", "client-session", KernelTimestamp.now(),
                MessageType.KERNEL_INFO_REQUEST, "5.3");
        List<byte[]> identities = List.of(new byte[] {1, 2});
        Message<KernelInfoRequest> asked = new Message<>(identities, request, new KernelInfoRequest());
        Message<PublishStatus> jjava = new Message<>(asked, PublishStatus.MESSAGE_TYPE, PublishStatus.BUSY);
        assertEquals("client-session", jjava.getHeader().getSessionId(), "JJava's own header: the client's session");

        KernelSession session = new KernelSession("kernel-session");
        Message<PublishStatus> sent = session.stamp(jjava);
        assertEquals("kernel-session", sent.getHeader().getSessionId());
        assertEquals(MessageType.PUBLISH_STATUS, sent.getHeader().getType());
        assertNotEquals(jjava.getHeader().getId(), sent.getHeader().getId(), "a message id of its own");
        assertSame(request, sent.getParentHeader(), "still the answer to the client's request");
        assertSame(identities, sent.getIdentities());
        assertSame(PublishStatus.BUSY, sent.getContent());
        assertNotEquals(KernelSession.create().id(), KernelSession.create().id());
    }
}
