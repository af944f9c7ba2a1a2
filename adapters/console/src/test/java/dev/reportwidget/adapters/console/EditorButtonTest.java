package dev.reportwidget.adapters.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import org.junit.jupiter.api.Test;

class EditorButtonTest {

    enum Button implements EditorButton.Action {
        SAVE("save", false),
        ADD("add", false),
        REMOVE("remove", true),
        UNKNOWN(null, false);

        private final String value;
        private final boolean onRow;

        Button(String value, boolean onRow) {
            this.value = value;
            this.onRow = onRow;
        }

        @Override
        public String value() {
            return value;
        }

        @Override
        public boolean onRow() {
            return onRow;
        }
    }

    private static EditorButton<Button> read(String op) {
        MultivaluedMap<String, String> posted = new MultivaluedHashMap<>();
        if (op != null) {
            posted.putSingle(EditorButton.FIELD, op);
        }
        return EditorButton.read(posted, Button.class, Button.SAVE, Button.UNKNOWN);
    }

    @Test
    void readsEachButtonAndItsRow() {
        assertEquals(new EditorButton<>(Button.SAVE, -1), read(null));
        assertEquals(new EditorButton<>(Button.SAVE, -1), read("save"));
        assertEquals(new EditorButton<>(Button.ADD, -1), read("add"));
        assertEquals(new EditorButton<>(Button.REMOVE, 2), read("remove:2"));
    }

    @Test
    void anyOtherValueIsTheUnknownButton() {
        for (String op : new String[] {"", "bogus", "add:1", "save:0", "remove", "remove:", "remove:x", "remove:1:2"}) {
            assertEquals(new EditorButton<>(Button.UNKNOWN, -1), read(op), op);
        }
    }
}
