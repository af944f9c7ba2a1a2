/**
 * The Quarkus application: builds the application services from the adapters (the only place
 * that knows every module), the main class with its embedded defaults, and the configuration.
 */
package dev.reportwidget.bootstrap;
