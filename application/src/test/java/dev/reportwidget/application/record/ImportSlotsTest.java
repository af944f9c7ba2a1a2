package dev.reportwidget.application.record;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.domain.error.RateLimitedException;
import dev.reportwidget.domain.property.PropertyId;
import org.junit.jupiter.api.Test;

class ImportSlotsTest {

    private static final PropertyId SHOP = new PropertyId(1);
    private static final PropertyId BLOG = new PropertyId(2);
    private static final PropertyId WIKI = new PropertyId(3);

    @Test
    void onePropertyRunsOneImportAtATime() {
        ImportSlots slots = new ImportSlots(2, 1);
        ImportSlots.Slot first = slots.reserve(SHOP);

        assertThrows(RateLimitedException.class, () -> slots.reserve(SHOP));
        slots.reserve(BLOG).close();

        first.close();
        slots.reserve(SHOP).close();
    }

    @Test
    void theInstanceRunsAtMostItsNumberOfImports() {
        ImportSlots slots = new ImportSlots(2, 1);
        ImportSlots.Slot shop = slots.reserve(SHOP);
        ImportSlots.Slot blog = slots.reserve(BLOG);

        assertThrows(RateLimitedException.class, () -> slots.reserve(WIKI));

        blog.close();
        blog.close(); // closing twice frees one slot once
        slots.reserve(WIKI);
        assertThrows(RateLimitedException.class, () -> slots.reserve(BLOG));
        shop.close();
    }
}
