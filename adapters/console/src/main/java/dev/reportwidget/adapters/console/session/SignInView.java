package dev.reportwidget.adapters.console.session;

/**
 * The sign-in form.
 *
 * @param error why the last attempt failed, or null
 * @param next the console page to go to after sign-in
 */
public record SignInView(String email, String error, String next, boolean signUpOpen) {}
