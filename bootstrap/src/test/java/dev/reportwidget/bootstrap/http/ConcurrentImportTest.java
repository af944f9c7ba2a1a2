package dev.reportwidget.bootstrap.http;

import static org.hamcrest.Matchers.notNullValue;

import dev.reportwidget.application.property.port.in.EnterPropertyUseCase;
import dev.reportwidget.application.record.port.in.ImportRecordsUseCase;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.PropertySelection;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * The upload endpoint takes an import slot before it reads the body: while an import into a
 * property holds its slot (here: held through the use case itself, as a running import does), a
 * second import into the property answers 429 with Retry-After, another property's runs, and once
 * the slot is free the property imports again.
 */
@QuarkusTest
class ConcurrentImportTest {

    private static final String CSV = "type,value,date\nsale,1,2026-11-20\n";

    @Inject
    ImportRecordsUseCase imports;

    @Inject
    EnterPropertyUseCase properties;

    @Test
    void aSecondImportIntoAPropertyWhileOneRunsAnswers429() {
        TestUser owner = Accounts.newUser();
        TestUser other = Accounts.newUser();
        var user = new User(
                new UserId(owner.userId()), owner.email(), "owner", new PropertyId(owner.personalPropertyId()));

        try (ImportRecordsUseCase.Slot running =
                imports.reserve(properties.enter(user, new PropertySelection.Personal()))) {
            owner.request()
                    .header("Content-Type", "text/csv")
                    .body(CSV)
                    .post("/record/import")
                    .then()
                    .statusCode(429)
                    .contentType("application/problem+json")
                    .header("Retry-After", notNullValue());
            other.request()
                    .header("Content-Type", "text/csv")
                    .body(CSV)
                    .post("/record/import")
                    .then()
                    .statusCode(201);
        }
        owner.request()
                .header("Content-Type", "text/csv")
                .body(CSV)
                .post("/record/import")
                .then()
                .statusCode(201);
    }
}
