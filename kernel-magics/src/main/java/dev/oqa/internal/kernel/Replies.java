package dev.oqa.internal.kernel;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dflib.jjava.jupyter.kernel.HelpLink;
import org.dflib.jjava.jupyter.kernel.LanguageInfo;
import org.dflib.jjava.jupyter.kernel.history.HistoryEntry;
import org.dflib.jjava.jupyter.messages.reply.CommInfoReply;
import org.dflib.jjava.jupyter.messages.reply.ExecuteReply;
import org.dflib.jjava.jupyter.messages.reply.InterruptReply;
import org.dflib.jjava.jupyter.messages.reply.KernelInfoReply;

/**
 * JJava's replies with what Jupyter's message specification asks of every reply and JJava's classes leave out: a
 * {@code status} ({@code kernel_info_reply}, {@code history_reply}, {@code comm_info_reply}, {@code interrupt_reply}, {@code shutdown_reply}), entries as lists, and a pager
 * {@code payload} on an {@code execute_reply}. JJava serialises a reply's fields, its subclasses' included, so a
 * subclass with the field is all it takes.
 */
@SuppressWarnings("unused") // the fields are serialised, never read here
final class Replies {
    private Replies() {}

    static final class KernelInfo extends KernelInfoReply {
        private final String status = "ok";

        KernelInfo(String protocolVersion, String implementation, String version, LanguageInfo language, String banner,
                   List<HelpLink> helpLinks) {
            super(protocolVersion, implementation, version, language, banner, helpLinks);
        }
    }

    /**
     * A {@code history_reply}: each entry {@code [session, line, input]}, or {@code [session, line, [input, output]]}
     * with outputs, as the specification has it. (JJava's {@code HistoryReply} is sent with its entries as JSON
     * objects: its entry adapter is registered for reading replies only.)
     */
    static final class History {
        private final String status = "ok";
        private final List<List<Object>> history;

        History(List<HistoryEntry> entries) {
            this.history = entries.stream().map(e -> List.<Object>of(e.getSession(), e.getCellNumber(),
                    e.hasOutput() ? List.of(e.getInput(), e.getOutput()) : e.getInput())).toList();
        }
    }

    static final class CommInfo extends CommInfoReply {
        private final String status = "ok";

        CommInfo(Map<String, CommInfoReply.CommInfo> comms) {
            super(comms);
        }
    }

    /** A {@code shutdown_reply}, as JJava's {@code ShutdownReply} with a {@code status}. */
    static final class Shutdown {
        private final String status = "ok";
        private final boolean restart;

        Shutdown(boolean restart) {
            this.restart = restart;
        }
    }

    static final class Interrupt extends InterruptReply {
        private final String status = "ok";
    }

    /** What a help cell shows in the pager: plain text and HTML. */
    record Page(String text, String html) {}

    /** An {@code execute_reply} that opens the pager, as ipykernel's for {@code print?}. */
    static final class PagedExecuteReply extends ExecuteReply {
        private final List<Map<String, Object>> payload;

        PagedExecuteReply(int executionCount, Page page) {
            super(executionCount, Map.of());
            Map<String, Object> data = new LinkedHashMap<>();
            data.put("text/plain", page.text());
            if (page.html() != null) data.put("text/html", page.html());
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("source", "page");
            p.put("data", data);
            p.put("start", 0);
            this.payload = List.of(p);
        }
    }
}
