/** Properties (tenants), roles and their capabilities, and the rules for choosing a property. */
package dev.reportwidget.domain.property;
