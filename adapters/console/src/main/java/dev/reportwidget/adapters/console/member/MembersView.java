package dev.reportwidget.adapters.console.member;

import java.util.List;
import java.util.Map;

/**
 * The members of the current property.
 *
 * @param grantableRoles the roles this person may give (owner only when they are an owner)
 * @param email the e-mail entered in the add form, kept on error
 * @param role the role chosen in the add form
 * @param errors add-form field to message
 * @param notice a refusal to show above the list (e.g. the last owner stays one), or null
 */
public record MembersView(
        List<Row> members,
        List<String> grantableRoles,
        String email,
        String role,
        Map<String, String> errors,
        String notice) {

    /**
     * One member.
     *
     * @param changeable whether this person may change and remove this member (an owner's row needs an owner)
     */
    public record Row(long userId, String email, String name, String role, boolean you, boolean changeable) {}

    public String error(String field) {
        return errors.get(field);
    }
}
