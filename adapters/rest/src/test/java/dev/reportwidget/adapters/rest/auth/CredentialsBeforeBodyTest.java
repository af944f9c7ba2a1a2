package dev.reportwidget.adapters.rest.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.reportwidget.adapters.rest.auth.CredentialsBeforeBody.Guard;
import org.junit.jupiter.api.Test;

class CredentialsBeforeBodyTest {

    @Test
    void bearerPathsAreGuardedByABearerToken() {
        for (String path : new String[] {
            "/record",
            "/record/7",
            "/record/bulk",
            "/record/batch",
            "/record/import",
            "/report/config",
            "/report/config/3/widget-api",
            "/properties",
            "/properties/4/members",
            "/integrations/service-tokens",
            "/auth/password"
        }) {
            assertEquals(Guard.BEARER, CredentialsBeforeBody.guardOf(path), path);
        }
    }

    @Test
    void theConsolesUploadIsGuardedByAConsoleSession() {
        assertEquals(Guard.CONSOLE_SESSION, CredentialsBeforeBody.guardOf("/console/import"));
        assertEquals(Guard.NONE, CredentialsBeforeBody.guardOf("/console/login"));
    }

    @Test
    void serviceTokenPathsAreGuardedByAServiceToken() {
        assertEquals(Guard.SERVICE_TOKEN, CredentialsBeforeBody.guardOf("/service_token/record"));
        assertEquals(Guard.SERVICE_TOKEN, CredentialsBeforeBody.guardOf("/service_token/records"));
    }

    @Test
    void openPathsAreNotGuardedHere() {
        for (String path : new String[] {
            "/auth/token",
            "/auth/signup",
            "/record/collect_web_event",
            "/embed/v1/reports/x/widgets/chart",
            "/recordings",
            "/reports",
            "/q/health",
            "/",
            null
        }) {
            assertEquals(Guard.NONE, CredentialsBeforeBody.guardOf(path), path);
        }
    }

    @Test
    void onlyANonEmptyBearerCredentialIsAToken() {
        assertEquals("abc.def", CredentialsBeforeBody.bearerToken("Bearer abc.def"));
        assertEquals("abc", CredentialsBeforeBody.bearerToken("bearer  abc "));
        assertNull(CredentialsBeforeBody.bearerToken(null));
        assertNull(CredentialsBeforeBody.bearerToken("Bearer "));
        assertNull(CredentialsBeforeBody.bearerToken("Bearer    "));
        assertNull(CredentialsBeforeBody.bearerToken("Basic dXNlcjpwdw=="));
    }
}
