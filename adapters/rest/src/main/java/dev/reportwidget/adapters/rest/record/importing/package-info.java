/**
 * Inbound file formats of the record import: one {@code RecordFileReader} per format (CSV with
 * Apache Commons CSV, XML with StAX, zip archives with {@code java.util.zip}), each streaming rows
 * without holding the file, and the upload endpoint that spools the request body to a temporary
 * file so that the import can read it twice (validate, then store).
 */
package dev.reportwidget.adapters.rest.record.importing;
