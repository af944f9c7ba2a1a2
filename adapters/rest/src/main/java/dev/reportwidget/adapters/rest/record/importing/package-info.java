/**
 * The upload endpoint of the record import: it hands the request body, read as it arrives, to the
 * one-pass import. The file formats are read by the file-format adapter behind the application's
 * {@code RecordFileReader} port.
 */
package dev.reportwidget.adapters.rest.record.importing;
