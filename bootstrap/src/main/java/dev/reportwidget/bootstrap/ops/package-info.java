/**
 * Operations: the console log format. Plain logging classes (java.util.logging and the JBoss log
 * manager Quarkus runs on), applied by the main class before Quarkus starts.
 */
package dev.reportwidget.bootstrap.ops;
