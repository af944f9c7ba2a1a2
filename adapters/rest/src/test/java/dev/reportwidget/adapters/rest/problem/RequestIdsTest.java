package dev.reportwidget.adapters.rest.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class RequestIdsTest {

    @Test
    void aNewRequestIdIsARandomVersion4Uuid() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            String id = RequestIds.newRequestId();
            UUID uuid = UUID.fromString(id);
            assertEquals(4, uuid.version(), id);
            assertEquals(2, uuid.variant(), id);
            assertEquals(36, id.length(), id);
            seen.add(id);
        }
        assertEquals(10_000, seen.size(), "no repeats");
    }
}
