/**
 * Console sessions: the cookie holding the opaque ID of a session kept on the server (opened and
 * ended through {@code ConsoleSessionUseCase}, like the API's sign-in through the same credential
 * check), the CSRF token every state change carries (the session's own), the account page, and
 * the property the person chose. Only paths under {@code /console} ever see these cookies.
 */
package dev.reportwidget.adapters.console.session;
