/**
 * The console's import page: a file of records checked by a dry run, then imported, through the
 * use case of {@code POST /record/import}.
 */
package dev.reportwidget.adapters.console.importing;
