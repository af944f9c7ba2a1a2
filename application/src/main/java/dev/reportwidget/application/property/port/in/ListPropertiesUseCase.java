package dev.reportwidget.application.property.port.in;

import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.property.Membership;
import dev.reportwidget.domain.property.PropertyId;
import java.util.List;

/** Lists the properties a user may work in, with their role in each. */
public interface ListPropertiesUseCase {

    record PropertyOverview(PropertyId personalPropertyId, List<Membership> memberships) {}

    PropertyOverview list(User caller);
}
