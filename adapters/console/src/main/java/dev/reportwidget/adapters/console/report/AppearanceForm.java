package dev.reportwidget.adapters.console.report;

import dev.reportwidget.adapters.console.FormFields;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.ReportDraft;
import jakarta.ws.rs.core.MultivaluedMap;
import java.math.BigDecimal;
import java.util.List;

/**
 * The report editor's appearance inputs ({@code appearance.advanced}, {@code appearance.line.dash}
 * and the rest), as typed.
 *
 * @param advanced whether the report uses these colours and lines rather than the built-in theme
 */
public record AppearanceForm(
        boolean advanced,
        String backgroundColor,
        String textColor,
        String lineThickness,
        String lineDash,
        String gridColor,
        String gridThickness,
        String gridDash,
        String legendFontSize,
        String legendColor,
        String scalesFontSize,
        String scalesColor) {

    static AppearanceForm of(Appearance look) {
        return new AppearanceForm(
                look.advanced(),
                look.backgroundColor(),
                look.textColor(),
                plain(look.line().thickness()),
                plain(look.line().dash()),
                look.grid().color(),
                plain(look.grid().thickness()),
                plain(look.grid().dash()),
                plain(look.legend().fontSize()),
                look.legend().color(),
                plain(look.scales().fontSize()),
                look.scales().color());
    }

    static AppearanceForm read(MultivaluedMap<String, String> form) {
        return new AppearanceForm(
                "true".equals(FormFields.value(form, "appearance.advanced")),
                FormFields.value(form, "appearance.backgroundColor"),
                FormFields.value(form, "appearance.textColor"),
                FormFields.value(form, "appearance.line.thickness"),
                FormFields.value(form, "appearance.line.dash"),
                FormFields.value(form, "appearance.grid.color"),
                FormFields.value(form, "appearance.grid.thickness"),
                FormFields.value(form, "appearance.grid.dash"),
                FormFields.value(form, "appearance.legend.fontSize"),
                FormFields.value(form, "appearance.legend.color"),
                FormFields.value(form, "appearance.scales.fontSize"),
                FormFields.value(form, "appearance.scales.color"));
    }

    /** The appearance as typed; a size or a dash that is no number is named in {@code unreadable}. */
    ReportDraft.AppearanceDraft draft(List<FieldError> unreadable) {
        return new ReportDraft.AppearanceDraft(
                advanced,
                FormFields.emptyToNull(backgroundColor),
                FormFields.emptyToNull(textColor),
                new ReportDraft.LineDraft(
                        number("appearance.line.thickness", lineThickness, unreadable),
                        number("appearance.line.dash", lineDash, unreadable)),
                new ReportDraft.GridDraft(
                        FormFields.emptyToNull(gridColor),
                        number("appearance.grid.thickness", gridThickness, unreadable),
                        number("appearance.grid.dash", gridDash, unreadable)),
                new ReportDraft.FontDraft(
                        number("appearance.legend.fontSize", legendFontSize, unreadable),
                        FormFields.emptyToNull(legendColor)),
                new ReportDraft.FontDraft(
                        number("appearance.scales.fontSize", scalesFontSize, unreadable),
                        FormFields.emptyToNull(scalesColor)));
    }

    private static BigDecimal number(String field, String text, List<FieldError> unreadable) {
        return FormFields.number(field, text, unreadable, "Enter a number, such as 2 or 1.5.");
    }

    private static String plain(BigDecimal number) {
        return number == null ? "" : number.toPlainString();
    }
}
