package dev.oqa.testserver;

import java.io.File;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Where a test's child JVM finds the classes: the kernel's way, everything on the class path. */
public final class ChildJvm {
    private ChildJvm() {}

    /**
     * The test JVM's class path and module path joined. Surefire runs the toolkit's tests on the module path, where
     * {@code java.class.path} holds only the test libraries; the child reads the same jars as plain class path.
     */
    public static String classPath() {
        return Stream.of(System.getProperty("jdk.module.path"), System.getProperty("java.class.path"))
                .filter(p -> p != null && !p.isEmpty())
                .collect(Collectors.joining(File.pathSeparator));
    }
}
