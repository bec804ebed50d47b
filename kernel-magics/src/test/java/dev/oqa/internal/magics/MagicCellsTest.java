package dev.oqa.internal.magics;

import static org.junit.jupiter.api.Assertions.*;

import java.lang.reflect.Field;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dflib.jjava.jupyter.channels.JupyterConnection;
import org.dflib.jjava.jupyter.channels.ShellHandler;
import org.dflib.jjava.jupyter.kernel.KernelConnectionProperties;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.MessageType;
import org.dflib.jjava.jupyter.messages.request.ExecuteRequest;
import org.junit.jupiter.api.Test;

/**
 * Which cells skip JShell, and the handler swap on JJava's real connection (jjava-jupyter, bound on loopback). What
 * such a cell sends is checked in a real kernel against JJava's own path: scripts/checks/magic_cells.py.
 */
class MagicCellsTest {
    static final Set<String> OURS = Set.of("gex", "risk", "oqa");

    @Test void cellsOfOurMagicLinesOnly() {
        assertEquals(List.of(List.of("gex", "SPY", "--local")), MagicCells.parse("%gex SPY --local", OURS));
        assertEquals(List.of(List.of("gex", "SPY")), MagicCells.parse("\n  %gex \t SPY  \n\n", OURS), "blank lines, spaces and tabs");
        assertEquals(List.of(List.of("oqa", "mode", "local"), List.of("risk", "NVDA")),
                MagicCells.parse("%oqa mode local\r\n%risk NVDA", OURS), "several lines, in order");
        assertEquals(List.of(List.of("gex", "SPY;")), MagicCells.parse("%gex SPY;", OURS), "a stray character stays in its word, as in JJava");
    }

    @Test void everythingElseGoesToJJava() {
        for (String code : List.of("", "  \n", "1 + 1", "%maven org.x:y:1", "%%gex SPY\nbody", "var r = %gex SPY",
                "Result<?> r = %risk NVDA", "%gex SPY\n1 + 1", "// a note\n%gex SPY", "%gex \"S P Y\"", "%gex SP\\Y", "%", "% gex"))
            assertNull(MagicCells.parse(code, OURS), code);
    }

    /** JJava's connection as the kernel has it: bound, its shell loop running; the loop leads to it. */
    @Test void findsTheConnectionAndSwapsOnlyWhatItShould() throws Exception {
        JupyterConnection connection = new JupyterConnection(KernelConnectionProperties.parse(
                "{\"transport\":\"tcp\",\"ip\":\"127.0.0.1\",\"shell_port\":" + freePort() + ",\"control_port\":" + freePort()
                        + ",\"stdin_port\":" + freePort() + ",\"hb_port\":" + freePort() + ",\"iopub_port\":" + freePort()
                        + ",\"signature_scheme\":\"hmac-sha256\",\"key\":\"k\"}"));
        List<String> toJJava = new ArrayList<>();
        ShellHandler<ExecuteRequest> jjava = (env, m) -> toJJava.add(m.getContent().getCode());
        connection.setHandler(MessageType.EXECUTE_REQUEST, jjava);
        connection.setHandler(MessageType.INTERRUPT_REQUEST, (env, m) -> {});
        connection.connect();
        try {
            Thread loop = shellLoop(connection);
            assertSame(connection, MagicCells.connection(loop));
            assertNull(MagicCells.connection(new Thread(() -> {})), "not a loop");

            assertFalse(MagicCells.install(loop, null, OURS, Map.of(MagicCells.SWITCH, "jshell")), "switched off");
            assertFalse(MagicCells.install(loop, null, OURS, Map.of("JJAVA_TIMEOUT", "60000")), "a JShell timeout is JJava's to keep");
            assertSame(jjava, connection.getHandler(MessageType.EXECUTE_REQUEST));

            assertTrue(MagicCells.install(loop, null, OURS, Map.of()));
            ShellHandler<ExecuteRequest> swapped = connection.getHandler(MessageType.EXECUTE_REQUEST);
            assertNotSame(jjava, swapped);
            swapped.handle(null, new Message<>(null, MessageType.EXECUTE_REQUEST, new ExecuteRequest("1 + 1", false, true, Map.of(), false, true)));
            assertEquals(List.of("1 + 1"), toJJava, "a Java cell still goes to JJava");
        } finally {
            connection.close();
        }
    }

    private static Thread shellLoop(JupyterConnection connection) throws ReflectiveOperationException {
        Field shell = JupyterConnection.class.getDeclaredField("shell");
        shell.setAccessible(true);
        Object channel = shell.get(connection);
        Field loop = channel.getClass().getDeclaredField("ioloop");
        loop.setAccessible(true);
        return (Thread) loop.get(channel);
    }

    private static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) { return s.getLocalPort(); }
    }
}
