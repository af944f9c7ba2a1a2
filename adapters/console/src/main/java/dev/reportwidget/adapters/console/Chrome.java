package dev.reportwidget.adapters.console;

import java.util.List;

/**
 * What every console page around its content shows: title, assets, the CSRF token its forms carry,
 * and for a signed-in person the header with the property switcher and the sections their role
 * may use.
 *
 * @param header empty before sign-in
 * @param section the navigation entry to mark as current
 */
public record Chrome(String title, String csrf, ConsoleAssets assets, Header header, String section) {

    /**
     * The signed-in header: who, where, and where else they may work.
     *
     * @param importRecords whether the role may import records ({@code records.write})
     */
    public record Header(
            String userName,
            String email,
            PropertyChoice current,
            List<PropertyChoice> choices,
            boolean integrations,
            boolean importRecords,
            boolean members) {}

    /** One property of the switcher. */
    public record PropertyChoice(long id, String name, String role, boolean personal, boolean selected) {
        public String label() {
            return name + " · " + role;
        }
    }

    public boolean signedIn() {
        return header != null;
    }

    public boolean in(String name) {
        return name.equals(section);
    }
}
