/**
 * REST adapter: JAX-RS resources, request and response records, problem+json mapping, and
 * authentication. Depends on application and domain; never on another adapter.
 */
package dev.reportwidget.adapters.rest;
