package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class PublicIdTest {

    private static final String V4 = "3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b";
    private static final String V1 = "c232ab00-9414-11ec-b3c8-9f68deced846";
    private static final String V3 = "6fa459ea-ee8a-3ca4-894e-db77e160355e";

    @Test
    void parsesACanonicalLowercaseUuidV4() {
        Optional<PublicId> parsed = PublicId.parse(V4);

        assertEquals(Optional.of(new PublicId(UUID.fromString(V4))), parsed);
        assertEquals(V4, parsed.orElseThrow().toString());
    }

    @Test
    void parsesARandomlyGeneratedId() {
        UUID random = UUID.randomUUID();

        assertEquals(Optional.of(new PublicId(random)), PublicId.parse(random.toString()));
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(
            strings = {
                V1,
                V3,
                "",
                "3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6",
                "3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b0",
                "3f2b8c1e5a4d4e6f9a7b1c2d3e4f5a6b",
                "{3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6}",
                "not-a-uuid",
                "zzzzzzzz-zzzz-4zzz-9zzz-zzzzzzzzzzzz",
                "3f2b8c1e-5a4d-4e6f-9a7b+1c2d3e4f5a6b",
                "+f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b",
                "3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6 ",
                "00000000-0000-0000-0000-000000000000"
            })
    void rejectsAnythingElse(String raw) {
        assertEquals(Optional.empty(), PublicId.parse(raw));
    }

    @Test
    void constructorRejectsNonRandomUuids() {
        assertThrows(IllegalArgumentException.class, () -> new PublicId(UUID.fromString(V1)));
        assertThrows(IllegalArgumentException.class, () -> new PublicId(UUID.fromString(V3)));
        assertThrows(IllegalArgumentException.class, () -> new PublicId(UUID.nameUUIDFromBytes(new byte[] {1, 2, 3})));
    }

    @Test
    void constructorRejectsNull() {
        assertThrows(NullPointerException.class, () -> new PublicId(null));
    }

    @Test
    void constructorAcceptsUuidV4() {
        UUID uuid = UUID.fromString(V4);

        assertEquals(uuid, new PublicId(uuid).value());
    }
}
