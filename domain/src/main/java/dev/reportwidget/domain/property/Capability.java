package dev.reportwidget.domain.property;

/** What a member may do in a property; the wire name is what {@code GET /properties} lists. */
public enum Capability {
    RECORDS_READ("records.read"),
    RECORDS_WRITE("records.write"),
    REPORTS_READ("reports.read"),
    REPORTS_WRITE("reports.write"),
    WIDGETS_MANAGE("widgets.manage"),
    MEMBERS_MANAGE("members.manage"),
    INTEGRATIONS_MANAGE("integrations.manage");

    private final String wireName;

    Capability(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }
}
