/**
 * Business rules of the report widget service, in plain Java. This module depends on nothing but
 * the JDK: no framework, no persistence, no serialisation library.
 */
package dev.reportwidget.domain;
