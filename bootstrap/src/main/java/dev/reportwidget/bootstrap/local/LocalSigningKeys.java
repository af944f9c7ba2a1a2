package dev.reportwidget.bootstrap.local;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.util.Base64;
import java.util.Map;
import java.util.Set;

/**
 * The built-in issuer's RSA key pair, generated on first start and kept in a folder (the private
 * key readable by its owner only), for deployments that do not supply keys by configuration.
 */
public final class LocalSigningKeys {

    private LocalSigningKeys() {}

    /** Ensures a key pair exists in {@code folder}; answers the configuration that reads it from there. */
    public static Map<String, String> ensure(Path folder) {
        Path privateKey = folder.resolve("jwt-private.pem");
        Path publicKey = folder.resolve("jwt-public.pem");
        try {
            if (!Files.exists(privateKey) || !Files.exists(publicKey)) {
                Files.createDirectories(folder);
                KeyPair pair = generate();
                writeOwnerOnly(privateKey, pem("PRIVATE KEY", pair.getPrivate().getEncoded()));
                Files.writeString(publicKey, pem("PUBLIC KEY", pair.getPublic().getEncoded()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not keep the signing keys in " + folder, e);
        }
        return Map.of(
                "smallrye.jwt.sign.key.location", privateKey.toUri().toString(),
                "mp.jwt.verify.publickey.location", publicKey.toUri().toString());
    }

    /**
     * Ensures a key pair exists in {@code folder}; answers configuration that carries the keys
     * inline. Inline keys take precedence over any other key source, such as those Quarkus
     * generates in test mode when no key was configured at build time.
     */
    public static Map<String, String> ensureInline(Path folder) {
        ensure(folder);
        try {
            return Map.of(
                    "smallrye.jwt.sign.key", Files.readString(folder.resolve("jwt-private.pem")),
                    "mp.jwt.verify.publickey", Files.readString(folder.resolve("jwt-public.pem")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static KeyPair generate() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(2048);
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("RSA is not available", e);
        }
    }

    private static void writeOwnerOnly(Path file, String content) throws IOException {
        Files.deleteIfExists(file);
        try {
            Files.createFile(
                    file,
                    PosixFilePermissions.asFileAttribute(Set.of(
                            java.nio.file.attribute.PosixFilePermission.OWNER_READ,
                            java.nio.file.attribute.PosixFilePermission.OWNER_WRITE)));
        } catch (UnsupportedOperationException notPosix) {
            Files.createFile(file);
        }
        Files.writeString(file, content);
    }

    private static String pem(String type, byte[] der) {
        String body = Base64.getMimeEncoder(64, "\n".getBytes()).encodeToString(der);
        return "-----BEGIN " + type + "-----\n" + body + "\n-----END " + type + "-----\n";
    }
}
