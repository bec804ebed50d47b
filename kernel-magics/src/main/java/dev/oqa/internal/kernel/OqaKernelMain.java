package dev.oqa.internal.kernel;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.logging.Filter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.dflib.jjava.jupyter.channels.JupyterConnection;
import org.dflib.jjava.jupyter.kernel.KernelConnectionProperties;
import org.dflib.jjava.kernel.JavaKernel;
import org.dflib.jjava.kernel.magics.ClasspathMagic;
import org.dflib.jjava.kernel.magics.JarsMagic;
import org.dflib.jjava.kernel.magics.LoadMagic;
import org.dflib.jjava.kernel.magics.TimeMagic;
import org.dflib.jjava.maven.MavenDependencyResolver;
import org.dflib.jjava.maven.magics.AddMavenDependencyMagic;
import org.dflib.jjava.maven.magics.LoadFromPomCellMagic;
import org.dflib.jjava.maven.magics.LoadFromPomLineMagic;
import org.dflib.jjava.maven.magics.MavenMagic;
import org.dflib.jjava.maven.magics.MavenRepoMagic;

/**
 * The kernelspec's main class: starts the toolkit's kernel as JJava's own main ({@code org.dflib.jjava.distro.JJava})
 * starts its kernel, step for step, with JJava's public classes. Usage: {@code OqaKernelMain CONNECTION_FILE} (Jupyter
 * passes {@code {connection_file}}).
 */
public final class OqaKernelMain {
    private OqaKernelMain() {}

    /** The release of the JJava jar on the class path, as its build recorded it; empty when unknown. */
    static final String JJAVA_VERSION = jjavaVersion();

    public static void main(String[] args) throws Exception {
        if (args.length != 1) throw new IllegalArgumentException("usage: OqaKernelMain CONNECTION_FILE (Jupyter's {connection_file})");
        Path connectionFile = Path.of(args[0]);
        if (!Files.isRegularFile(connectionFile)) throw new IllegalArgumentException("connection file '" + connectionFile + "' is not a file");
        // JJava's log lines, in Jupyter's format (JJava's main sets the same)
        System.setProperty("java.util.logging.SimpleFormatter.format", "[%4$.1s %1$tF %1$tT.%1$tL %3$s] %5$s%n");
        quietChannelLoops();

        KernelEnv env = KernelEnv.read(System.getenv());
        KernelSession session = KernelSession.create();
        JupyterConnection connection = new OqaConnection(KernelConnectionProperties.parse(Files.readString(connectionFile)), session);
        OqaKernel kernel = builder(env).build();

        kernel.onStartup();                          // the notebook kernel; extensions on the JVM's class path
        kernel.addToClasspath(env.classpath());      // JJAVA_CLASSPATH: JShell's class path, and extensions there
        kernel.evalBuilder(STARTUP).resolveMagics().eval();
        for (String snippet : env.startupSnippets()) kernel.evalBuilder(snippet).resolveMagics().eval();

        kernel.becomeHandlerForConnection(connection);
        try {
            connection.connect();
        } catch (RuntimeException e) {
            // Jupyter picks five free ports and writes them down before the kernel binds them; on a busy machine another
            // process can take one in between (ZMQ: "Address already in use"). The main thread would end here while
            // JeroMQ's threads kept the JVM alive and silent until the client gave up (120 s in the test run): ending
            // the process lets the kernel manager see the kernel die and start another.
            System.err.println("oqa kernel: could not listen on the ports of " + connectionFile + " (" + e.getMessage()
                    + "); another process may have taken one since Jupyter chose them: start the kernel again");
            System.exit(1);
        }
        connection.waitUntilClose();
        // The connection closed (a shutdown request): the process ends, as ipykernel's does, instead of lingering
        // on a thread JShell or a library left running until the kernel manager kills it.
        System.exit(0);
    }

    /**
     * What every cell can use without an import: the Java packages the README's and the notebooks' Java uses (JJava's
     * own start-up adds {@code java.util}, {@code java.io}, {@code java.time} and a few more when extensions load), the
     * toolkit's public packages, and {@code clearOutput()}, IPython's {@code clear_output} (one static import of both
     * overloads: JShell compiles each snippet on its own, and an import costs less than two methods). {@code Period} is the
     * toolkit's ({@code dev.oqa.model.Period}, a look-back such as {@code 3y}); {@code java.time.Period} needs its full
     * name. {@code StartupImportsTest} holds the list to the toolkit's packages.
     */
    static final String STARTUP = """
            import java.util.*;
            import java.io.*;
            import java.nio.file.*;
            import java.time.*;
            import dev.oqa.*;
            import dev.oqa.model.*;
            import dev.oqa.model.data.*;
            import dev.oqa.query.*;
            import dev.oqa.result.*;
            import dev.oqa.model.Period;
            import static dev.oqa.internal.kernel.OqaKernel.clearOutput;
            """;

    /** JJava's channel loops log "Loop started." at INFO on stderr, which nbconvert passes on: kept off the log. */
    private static final Filter NO_LOOP_NOISE = r -> r.getLevel().intValue() > Level.INFO.intValue()
            || r.getLoggerName() == null || !r.getLoggerName().startsWith("Loop-");

    static void quietChannelLoops() {
        for (Handler h : Logger.getLogger("").getHandlers()) h.setFilter(NO_LOOP_NOISE);
    }

    /** The kernel as {@code env} configures it, with JJava's own magics under their usual names. */
    @SuppressWarnings("removal") // %jars and %addMavenDependency: deprecated in JJava, still registered by its own main
    static OqaKernelBuilder builder(KernelEnv env) {
        MavenDependencyResolver maven = new MavenDependencyResolver();
        TimeMagic time = new TimeMagic();
        return new OqaKernelBuilder()
                .name("JJava")
                .version(JJAVA_VERSION)
                .extensionsEnabled(env.extensionsEnabled())
                .compilerOpts(env.compilerOptions())
                .timeout(env.timeout(), env.timeoutUnit())
                .lineMagic("load", new LoadMagic())
                .lineMagic("classpath", new ClasspathMagic())
                .lineMagic("time", time)
                .lineMagic("maven", new MavenMagic(maven))
                .lineMagic("mavenRepo", new MavenRepoMagic(maven))
                .lineMagic("loadFromPOM", new LoadFromPomLineMagic(maven))
                .lineMagic("jars", new JarsMagic())
                .lineMagic("addMavenDependency", new AddMavenDependencyMagic(maven))
                .cellMagic("loadFromPOM", new LoadFromPomCellMagic(maven))
                .cellMagic("time", time);
    }

    private static String jjavaVersion() {
        try (InputStream in = JavaKernel.class.getClassLoader().getResourceAsStream("META-INF/maven/org.dflib.jjava/jjava-distro/pom.properties")) {
            if (in == null) return "";
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "");
        } catch (IOException e) {
            throw new UncheckedIOException("reading JJava's version from its jar", e);
        }
    }
}
