/**
 * Use cases (inbound ports, one interface each) and the outbound ports they need. Depends on the
 * domain module only; carries no framework annotation: bootstrap wires the services.
 */
package dev.reportwidget.application;
