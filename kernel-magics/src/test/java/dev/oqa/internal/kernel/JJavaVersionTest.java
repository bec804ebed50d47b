package dev.oqa.internal.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;

/**
 * The JJava jar the kernel and the magics compile and run their tests against is the release the root pom pins: its
 * own build record ({@code pom.properties} inside the jar) says so, whatever coordinates it was installed under.
 * scripts/checks/kernel_jars.py checks the installed kernel's jar against the same pin.
 */
class JJavaVersionTest {
    @Test void theJarOnTheClassPathIsThePinnedRelease() {
        String pin = System.getProperty("oqa.jjava.version");
        assertNotNull(pin, "Surefire sets oqa.jjava.version from the root pom's jjava.version; run the test through Maven");
        assertEquals(pin, OqaKernelMain.JJAVA_VERSION, "the JJava jar compiled against is not the release pinned in pom.xml");
    }
}
