/** Outcomes of business rules that are not successes; each subtype maps to one HTTP status family. */
package dev.reportwidget.domain.error;
