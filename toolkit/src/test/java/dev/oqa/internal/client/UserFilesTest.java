package dev.oqa.internal.client;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.ConfigException;
import dev.oqa.testserver.Fixtures;
import java.io.RandomAccessFile;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Credentials and settings are read only from small regular files, and a folder others may write is warned of. */
class UserFilesTest {
    @TempDir Path dir;

    static void mkfifo(Path p) throws Exception {
        assertEquals(0, new ProcessBuilder("mkfifo", "-m", "600", p.toString()).inheritIO().start().waitFor());
    }

    /** Lets a reader stuck opening {@code fifo} go (open for reading and writing never blocks), should one be. */
    static void unstick(Path fifo) {
        try (FileChannel c = FileChannel.open(fifo, StandardOpenOption.READ, StandardOpenOption.WRITE)) { /* opened */ }
        catch (java.io.IOException ignored) { }
    }

    @Test void aNamedPipeIsRefusedWithoutWaitingForAWriter() throws Exception {
        Path f = dir.resolve("credentials");
        mkfifo(f);
        try {
            ConfigException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
                    () -> assertThrows(ConfigException.class, () -> new Credentials(f).read()));
            assertTrue(e.getMessage().contains("is a named pipe, not a regular file") && e.getMessage().contains("oqa login"), e.getMessage());
            e = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertThrows(ConfigException.class, () -> SettingsFile.at(f).read()));
            assertTrue(e.getMessage().contains("settings file") && e.getMessage().contains("named pipe"), e.getMessage());
        } finally {
            unstick(f);
        }
    }

    @Test void aFolderADeviceAndAHugeSparseFileAreRefused() throws Exception {
        Path folder = dir.resolve("credentials");
        Files.createDirectory(folder);
        assertTrue(assertThrows(ConfigException.class, () -> new Credentials(folder).read()).getMessage().contains("is a folder"));
        Path device = dir.resolve("settings");
        Files.createSymbolicLink(device, Path.of("/dev/zero"));
        assertTrue(assertThrows(ConfigException.class, () -> SettingsFile.at(device).read()).getMessage().contains("is a device"));
        Path huge = dir.resolve("big");
        try (RandomAccessFile r = new RandomAccessFile(huge.toFile(), "rw")) { r.setLength(3L << 30); }
        Files.setPosixFilePermissions(huge, PosixFilePermissions.fromString("rw-------"));
        ConfigException e = assertThrows(ConfigException.class, () -> new Credentials(huge).read());
        assertTrue(e.getMessage().contains("3,221,225,472 bytes") && e.getMessage().contains("at most 64 KiB"), e.getMessage());
    }

    @Test void theBoundIs64KiBExactly() throws Exception {
        Path f = dir.resolve("settings");
        String line = "mode=local\n";
        Files.writeString(f, line + "#".repeat(UserFiles.MAX_BYTES - line.length()));
        assertEquals("local", SettingsFile.at(f).get("mode").orElseThrow(), "64 KiB is read");
        Files.writeString(f, line + "#".repeat(UserFiles.MAX_BYTES - line.length() + 1));
        assertThrows(ConfigException.class, () -> SettingsFile.at(f).read(), "one byte more is not");
    }

    @Test void noFileIsNoSettingAndAHandEditedMistakeIsNoneEither() throws Exception {
        Path f = dir.resolve("settings");
        assertEquals(Optional.empty(), SettingsFile.at(f).get("mode"));
        Files.writeString(f, "mode=\\uZZZZ\n"); // not a \\u escape: Properties refuses it
        assertTrue(SettingsFile.at(f).read().isEmpty());
        Files.writeString(f, "insecure_http = allow \n");
        assertEquals(Optional.of("allow"), SettingsFile.at(f).get("insecure_http"));
    }

    @Test void aLinkToASmallOwnerOnlyFileIsStillRead() throws Exception {
        Path real = dir.resolve("real");
        Files.writeString(real, "api_key=" + Fixtures.KEY + "\n");
        Files.setPosixFilePermissions(real, PosixFilePermissions.fromString("rw-------"));
        Path link = dir.resolve("credentials");
        Files.createSymbolicLink(link, real);
        assertEquals(ApiKey.of(Fixtures.KEY), new Credentials(link).read().orElseThrow().key());
    }

    @Test void aFolderOthersMayWriteIsWarnedOf() throws Exception {
        assertEquals(Optional.empty(), UserFiles.writableByOthers(dir, "your credentials"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwx---"));
        assertTrue(UserFiles.writableByOthers(dir, "your credentials").orElseThrow().contains("writable by group (rwxrwx---)"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx---rwx"));
        assertTrue(UserFiles.writableByOthers(dir, "your credentials").orElseThrow().contains("writable by others"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        String w = UserFiles.writableByOthers(dir, "your credentials").orElseThrow();
        assertTrue(w.contains("group and others") && w.contains("chmod go-w " + dir) && w.contains("your credentials"), w);
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertEquals(Optional.empty(), UserFiles.writableByOthers(dir, "your credentials"), "readable by others is not writable");
        assertEquals(Optional.empty(), UserFiles.writableByOthers(dir.resolve("absent"), "x"));
    }

    @Test void theToolkitReadsTheSameSettingsAsTheCommandLine() throws Exception {
        Files.writeString(dir.resolve("settings"), "archive=off\n");
        assertFalse(dev.oqa.internal.local.data.importer.ChainArchive.enabled(java.util.Map.of(), dir.resolve("settings")));
        Files.delete(dir.resolve("settings"));
        mkfifo(dir.resolve("settings"));
        try {
            // A settings file that cannot be read leaves archiving at its default, without waiting on the pipe.
            assertTrue(assertTimeoutPreemptively(Duration.ofSeconds(10),
                    () -> dev.oqa.internal.local.data.importer.ChainArchive.enabled(java.util.Map.of(), dir.resolve("settings"))));
        } finally {
            unstick(dir.resolve("settings"));
        }
    }
}
