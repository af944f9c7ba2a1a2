/**
 * Integrations: service tokens and tracking IDs, the secrets that let backends and web pages send
 * records into one property. Secrets are drawn from a cryptographic generator, carry a
 * recognisable prefix, and never show their value in {@code toString()}.
 */
package dev.reportwidget.domain.integration;
