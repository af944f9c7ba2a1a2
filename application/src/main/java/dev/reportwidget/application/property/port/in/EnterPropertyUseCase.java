package dev.reportwidget.application.property.port.in;

import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.property.PropertySelection;

/** Resolves the property a request works in and checks the caller's membership there. */
public interface EnterPropertyUseCase {
    /**
     * @throws dev.reportwidget.domain.error.PermissionDeniedException when the caller is no member
     *     of the selected property; there is never a fallback to another property
     */
    PropertyContext enter(User caller, PropertySelection selection);
}
