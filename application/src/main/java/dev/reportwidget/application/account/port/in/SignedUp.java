package dev.reportwidget.application.account.port.in;

import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.property.PropertyId;

public record SignedUp(UserId userId, PropertyId personalPropertyId) {}
