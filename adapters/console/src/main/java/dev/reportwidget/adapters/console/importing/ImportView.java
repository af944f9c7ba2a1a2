package dev.reportwidget.adapters.console.importing;

import dev.reportwidget.application.record.port.in.ImportRecordsUseCase.ImportSummary;
import dev.reportwidget.domain.error.FieldError;
import java.util.List;
import java.util.Map;

/**
 * The import page and the result of its last step: nothing yet, a file error, a dry run's problems,
 * a clean dry run ready to import, or an import done.
 *
 * @param fileName the file of the last step, else null
 * @param checked the digest of the file a clean dry run checked, carried by the Import button
 * @param fileError why the chosen file could not be read at all (none chosen, unknown kind), else null
 * @param changed the Import step came with a file other than the one checked: it was checked again instead
 */
public record ImportView(
        String fileName,
        Outcome outcome,
        String checked,
        long records,
        List<Count> files,
        List<Count> types,
        List<Problem> problems,
        String fileError,
        boolean changed) {

    public enum Outcome {
        NONE,
        FILE_ERROR,
        PROBLEMS,
        CHECKED,
        IMPORTED
    }

    /** A row of the per-file or per-type counts. */
    public record Count(String name, long records) {}

    /** One problem of a dry run: where, which field, what is wrong. */
    public record Problem(String file, String line, String field, String message) {

        /** A problem named {@code <file>:<line>:<field>} as the import reports it; anything else whole. */
        static Problem of(FieldError error) {
            String where = error.field();
            int fieldAt = where.lastIndexOf(':');
            int lineAt = fieldAt > 0 ? where.lastIndexOf(':', fieldAt - 1) : -1;
            if (lineAt < 0) {
                return new Problem("", "", where, error.message());
            }
            return new Problem(
                    where.substring(0, lineAt),
                    where.substring(lineAt + 1, fieldAt),
                    where.substring(fieldAt + 1),
                    error.message());
        }
    }

    public static ImportView empty() {
        return new ImportView(null, Outcome.NONE, null, 0, List.of(), List.of(), List.of(), null, false);
    }

    static ImportView fileError(String message) {
        return new ImportView(null, Outcome.FILE_ERROR, null, 0, List.of(), List.of(), List.of(), message, false);
    }

    static ImportView problems(String fileName, List<FieldError> errors) {
        return new ImportView(
                fileName,
                Outcome.PROBLEMS,
                null,
                0,
                List.of(),
                List.of(),
                errors.stream().map(Problem::of).toList(),
                null,
                false);
    }

    static ImportView of(String fileName, ImportSummary summary, String digest, boolean changed) {
        return new ImportView(
                fileName,
                summary.dryRun() ? Outcome.CHECKED : Outcome.IMPORTED,
                summary.dryRun() ? digest : null,
                summary.imported(),
                summary.files().stream()
                        .map(file -> new Count(file.name(), file.records()))
                        .toList(),
                summary.byType().entrySet().stream()
                        .sorted(Map.Entry.comparingByKey())
                        .map(type -> new Count(type.getKey(), type.getValue()))
                        .toList(),
                List.of(),
                null,
                changed);
    }

    public boolean hasFileError() {
        return outcome == Outcome.FILE_ERROR;
    }

    public boolean hasProblems() {
        return outcome == Outcome.PROBLEMS;
    }

    public boolean isChecked() {
        return outcome == Outcome.CHECKED;
    }

    public boolean isImported() {
        return outcome == Outcome.IMPORTED;
    }

    public boolean hasResult() {
        return outcome != Outcome.NONE;
    }

    public int problemCount() {
        return problems.size();
    }

    /** "1 record" or "n records". */
    public String recordsText() {
        return records == 1 ? "1 record" : records + " records";
    }
}
