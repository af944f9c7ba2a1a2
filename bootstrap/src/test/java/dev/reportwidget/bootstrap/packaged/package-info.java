/**
 * Tests of the packaged service as it ships: {@code @QuarkusIntegrationTest}s against the fast jar
 * in {@code mvn verify}, and against the native executable when
 * {@code quarkus.test.integration-test-artifact-type=native} points them at it ({@code .ci/run}
 * builds the binary and runs this package against it on a PostgreSQL of its own). They cover what a
 * native image can lose and a JVM never does: classes reached only by reflection (JSON records,
 * Caffeine's generated caches), resources (templates, messages, scripts, migrations) and locale
 * data. Every test works with the service's own defaults (rate limits, sign-in throttle), so it
 * creates few accounts and asks few unknown IDs.
 */
package dev.reportwidget.bootstrap.packaged;
