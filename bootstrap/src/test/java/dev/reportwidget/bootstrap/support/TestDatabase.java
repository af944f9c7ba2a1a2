package dev.reportwidget.bootstrap.support;

import io.quarkus.test.common.QuarkusTestResource;

/** Registers the real database and keys for every {@code @QuarkusTest} of this module. */
@QuarkusTestResource(LocalServicesTestResource.class)
public final class TestDatabase {
    private TestDatabase() {}
}
