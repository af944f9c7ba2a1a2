/**
 * The upload endpoint of the record import: it spools the request body to a temporary file so that
 * the import can read it twice (validate, then store). The file formats are read by the file-format
 * adapter behind the application's {@code RecordFileReader} port.
 */
package dev.reportwidget.adapters.rest.record.importing;
