/**
 * The OQA kernel magics ({@code %gex SPY}), the toolkit's Jupyter kernel and the command line ({@code bin/oqa}).
 * Nothing is exported: the kernel finds the extension as a service, the kernelspec names the kernel's main class,
 * and the command line is started by its main class.
 *
 * <p>The kernel and {@code bin/oqa} put the jars on the class path, where this descriptor is ignored (the
 * extension is then found through {@code META-INF/services}); it states the dependencies for the module path.
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"}) // Tablesaw and JJava publish no descriptor
module dev.oqa.magics {
    requires dev.oqa.toolkit;
    // The kernel supplies JJava (and JShell) at run time; the command line never touches them.
    requires static jjava.distro;
    requires static jdk.jshell;
    requires java.logging; // the kernel's launcher keeps JJava's "Loop started." lines off stderr

    provides org.dflib.jjava.jupyter.Extension with dev.oqa.internal.magics.OqaExtension;
}
