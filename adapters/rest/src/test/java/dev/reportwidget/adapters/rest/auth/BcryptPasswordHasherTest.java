package dev.reportwidget.adapters.rest.auth;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import at.favre.lib.crypto.bcrypt.BCrypt;
import org.junit.jupiter.api.Test;

class BcryptPasswordHasherTest {

    private final BcryptPasswordHasher hasher = new BcryptPasswordHasher(4);

    @Test
    void aPasswordOf1024BytesHashesAndVerifies() {
        String password = "long password ".repeat(74).substring(0, 1_024);
        String hash = hasher.hash(password);

        assertTrue(hash.startsWith(BcryptPasswordHasher.PREHASHED + "$2"), hash);
        assertTrue(hasher.matches(password, hash));
        assertFalse(hasher.matches(password.substring(0, 1_023), hash));
    }

    @Test
    void everyByteCountsPastTheFirst72() {
        String shared = "a".repeat(72);
        String hash = hasher.hash(shared + "first");

        assertTrue(hasher.matches(shared + "first", hash));
        assertFalse(hasher.matches(shared + "other", hash));
        assertFalse(hasher.matches(shared, hash));
    }

    @Test
    void aHashStoredFromTheRawPasswordKeepsVerifying() {
        String legacy = BCrypt.withDefaults().hashToString(4, "correct horse battery".toCharArray());

        assertTrue(hasher.matches("correct horse battery", legacy));
        assertFalse(hasher.matches("correct horse batterY", legacy));
        assertFalse(hasher.matches("correct horse battery" + "x".repeat(100), legacy));
    }

    @Test
    void anyPasswordAgainstAStoredValueThatIsNoHashMatchesNothing() {
        assertFalse(hasher.matches("whatever", "not a hash"));
        assertFalse(hasher.matches("whatever", BcryptPasswordHasher.PREHASHED + "not a hash"));
        assertFalse(hasher.matches("", ""));
    }

    @Test
    void passwordsWithNulAndHugePasswordsAreCheckedNotThrown() {
        String hash = hasher.hash("with\u0000nul");

        assertTrue(hasher.matches("with\u0000nul", hash));
        assertFalse(hasher.matches("with", hash));
        assertFalse(hasher.matches("x".repeat(10_000), hash));
    }
}
