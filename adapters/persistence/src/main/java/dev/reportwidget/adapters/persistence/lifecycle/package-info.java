/** Retention, erasure and the leases of jobs one replica does at a time, in PostgreSQL. */
package dev.reportwidget.adapters.persistence.lifecycle;
