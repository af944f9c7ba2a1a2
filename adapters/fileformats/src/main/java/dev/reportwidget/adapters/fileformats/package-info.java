/**
 * File formats of the record import, behind the application's {@code RecordFileReader} port: one
 * reader per format (CSV with Apache Commons CSV, XML with StAX, zip archives with
 * {@code java.util.zip}), each streaming rows without holding the file. Depends on application and
 * domain; never on another adapter.
 */
package dev.reportwidget.adapters.fileformats;
