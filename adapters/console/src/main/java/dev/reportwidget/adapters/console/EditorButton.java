package dev.reportwidget.adapters.console;

import jakarta.ws.rs.core.MultivaluedMap;

/**
 * The button an editor form was submitted with, posted as {@code op}: {@code save}, {@code add},
 * or an action on one row ({@code remove:2}, {@code up:2}, {@code down:2}). Each form names its
 * buttons in an enum of {@link Action}s; a post without {@code op} saves, and a value the form
 * does not name is read as its unknown action, which shows the form again as it was posted.
 *
 * @param action the form's action
 * @param row the row the action acts on, or -1 for an action on the whole form
 */
public record EditorButton<A extends Enum<A> & EditorButton.Action>(A action, int row) {

    /** The field the buttons post. */
    public static final String FIELD = "op";

    /** A button of a form, by the value it posts. */
    public interface Action {

        /** The posted value, before the row's colon for an action on one row; null for the unknown action. */
        String value();

        /** Whether the value names a row after a colon. */
        boolean onRow();
    }

    /**
     * @param actions the form's actions
     * @param save the action of a post without {@code op}
     * @param unknown the action of any value no action posts
     */
    public static <A extends Enum<A> & Action> EditorButton<A> read(
            MultivaluedMap<String, String> posted, Class<A> actions, A save, A unknown) {
        String op = posted.getFirst(FIELD);
        if (op == null) {
            return new EditorButton<>(save, -1);
        }
        int colon = op.indexOf(':');
        String name = colon < 0 ? op : op.substring(0, colon);
        for (A action : actions.getEnumConstants()) {
            if (action.value() == null || !action.value().equals(name) || action.onRow() != colon >= 0) {
                continue;
            }
            if (!action.onRow()) {
                return new EditorButton<>(action, -1);
            }
            try {
                return new EditorButton<>(action, Integer.parseInt(op.substring(colon + 1)));
            } catch (NumberFormatException e) {
                return new EditorButton<>(unknown, -1);
            }
        }
        return new EditorButton<>(unknown, -1);
    }
}
