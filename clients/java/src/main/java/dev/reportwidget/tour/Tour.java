package dev.reportwidget.tour;

/** What both Java tours share: where the service is, and how a step is checked. */
final class Tour {

    static final String PASSWORD = "a long password";

    private Tour() {}

    static String baseUrl() {
        return System.getenv().getOrDefault("BASE_URL", "http://localhost:8080");
    }

    static void check(boolean holds, String what) {
        if (!holds) {
            throw new AssertionError("tour failed: " + what);
        }
        System.out.println("ok - " + what);
    }
}
