/**
 * Console sessions: the cookie holding a short-lived token of the built-in issuer (issued by the
 * same use case as {@code POST /auth/token}), the CSRF token every state change carries, and the
 * property the person chose. Only paths under {@code /console} ever see these cookies.
 */
package dev.reportwidget.adapters.console.session;
