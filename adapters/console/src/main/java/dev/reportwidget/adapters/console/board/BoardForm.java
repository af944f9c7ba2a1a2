package dev.reportwidget.adapters.console.board;

import dev.reportwidget.adapters.console.EditorForm;
import dev.reportwidget.adapters.console.FormFields;
import dev.reportwidget.adapters.console.PeriodForm;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.board.BoardDraft;
import dev.reportwidget.domain.board.BoardItem;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.widget.DataSetSelection;
import jakarta.ws.rs.core.MultivaluedMap;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The board builder's form as the person filled it in: every field as text, input names the API's
 * field paths ({@code items[1].width}), so a use case's error lands beside its input.
 *
 * <p>Saving the form unchanged stores the board unchanged, field for field (BoardFormRoundTripTest):
 * an item's chosen data sets keep their order, because the form lists the chosen ones first, in
 * their order, and a browser sends ticked boxes in the order of the page.
 *
 * @param period the period inputs; their kind {@code reports} (each item's report period),
 *     {@code relative} or {@code absolute}
 * @param errors field path to message
 */
public record BoardForm(String name, String desc, PeriodForm period, List<ItemForm> items, Map<String, String> errors)
        implements EditorForm<BoardForm, BoardDraft> {

    /** Period kind of a board that shows each item's own report period. */
    public static final String REPORTS_PERIOD = "reports";

    /**
     * One item's inputs.
     *
     * @param reportId the report's ID as text; empty before one is chosen
     * @param chosenDataSets whether the item names its data sets ({@code datasetIndexes}) rather
     *     than showing the widget's default ones
     * @param dataSets the named data set positions, in drawing order
     * @param errors field path inside the item ({@code width}) to message
     */
    public record ItemForm(
            int index,
            String reportId,
            String widget,
            String chartType,
            boolean chosenDataSets,
            List<Integer> dataSets,
            String compare,
            String width,
            Map<String, String> errors) {

        public String prefix() {
            return "items[" + index + "]";
        }

        public int number() {
            return index + 1;
        }

        public String error(String field) {
            return errors.get(field);
        }

        ItemForm at(int position) {
            return new ItemForm(
                    position, reportId, widget, chartType, chosenDataSets, dataSets, compare, width, Map.of());
        }

        ItemForm withErrors(Map<String, String> all) {
            return new ItemForm(
                    index,
                    reportId,
                    widget,
                    chartType,
                    chosenDataSets,
                    dataSets,
                    compare,
                    width,
                    FormFields.errorsOf(prefix(), all));
        }

        static ItemForm fresh(int index, String reportId) {
            return new ItemForm(index, reportId, "chart", "", false, List.of(), "", "full", Map.of());
        }

        static ItemForm of(int index, BoardItem item) {
            return new ItemForm(
                    index,
                    item.reportId().toString(),
                    item.widget().wireName(),
                    item.chartType().map(type -> type.wireName()).orElse(""),
                    item.dataSets() instanceof DataSetSelection.Chosen,
                    item.dataSets() instanceof DataSetSelection.Chosen chosen ? chosen.indexes() : List.of(),
                    item.compare().map(compare -> compare.wireName()).orElse(""),
                    item.width().wireName(),
                    Map.of());
        }
    }

    public String error(String field) {
        return errors.get(field);
    }

    public boolean hasErrors() {
        return !errors.isEmpty();
    }

    public boolean reportsPeriod() {
        return !period.relative() && !period.absolute();
    }

    public boolean relative() {
        return period.relative();
    }

    public boolean absolute() {
        return period.absolute();
    }

    public boolean lastItem() {
        return items.size() <= 1;
    }

    public boolean full() {
        return items.size() >= BoardDefinition.MAX_ITEMS;
    }

    /** A new board: one chart of {@code firstReportId} (empty when the property has no report). */
    public static BoardForm blank(String firstReportId) {
        return new BoardForm(
                "",
                "",
                new PeriodForm(REPORTS_PERIOD, "30", "day", "", ""),
                List.of(ItemForm.fresh(0, firstReportId)),
                Map.of());
    }

    /** The form of a saved board. */
    public static BoardForm of(BoardDefinition board) {
        List<ItemForm> items = new ArrayList<>();
        for (int i = 0; i < board.items().size(); i++) {
            items.add(ItemForm.of(i, board.items().get(i)));
        }
        Period period = board.period().orElse(null);
        return new BoardForm(
                board.name(),
                board.desc(),
                period == null ? PeriodForm.of(null, "30").withKind(REPORTS_PERIOD) : PeriodForm.of(period, "30"),
                items,
                Map.of());
    }

    /** The form as posted; items are read up to {@code itemCount}. */
    public static BoardForm read(MultivaluedMap<String, String> form) {
        int count = 0;
        try {
            count = Math.max(0, Math.min(Integer.parseInt(value(form, "itemCount")), BoardDefinition.MAX_ITEMS));
        } catch (NumberFormatException e) {
            // no items: the use case says a board needs one
        }
        List<ItemForm> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String at = "items[" + i + "].";
            List<Integer> dataSets = new ArrayList<>();
            List<String> ticked = form.get(at + "datasetIndexes");
            if (ticked != null) {
                for (String position : ticked) {
                    try {
                        int index = Integer.parseInt(position);
                        if (index >= 0 && !dataSets.contains(index)) {
                            dataSets.add(index);
                        }
                    } catch (NumberFormatException e) {
                        // not a box of this form
                    }
                }
            }
            items.add(new ItemForm(
                    i,
                    value(form, at + "reportId"),
                    value(form, at + "widget"),
                    value(form, at + "chartType"),
                    "chosen".equals(value(form, at + "dataSets")),
                    List.copyOf(dataSets),
                    value(form, at + "compare"),
                    value(form, at + "width"),
                    Map.of()));
        }
        return new BoardForm(
                value(form, "name"), value(form, "desc").replace("\r\n", "\n"), PeriodForm.read(form), items, Map.of());
    }

    /** An item more at the end, showing {@code reportId}. */
    public BoardForm added(String reportId) {
        List<ItemForm> list = new ArrayList<>(items);
        if (list.size() < BoardDefinition.MAX_ITEMS) {
            list.add(ItemForm.fresh(list.size(), reportId));
        }
        return withItems(list);
    }

    public BoardForm removed(int index) {
        return withItems(FormFields.removed(items, index));
    }

    /** The item at {@code index} swapped with its neighbour {@code by} places away (-1: up, 1: down). */
    public BoardForm moved(int index, int by) {
        return withItems(FormFields.moved(items, index, by));
    }

    private BoardForm withItems(List<ItemForm> list) {
        List<ItemForm> renumbered = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            renumbered.add(list.get(i).at(i));
        }
        return new BoardForm(name, desc, period, renumbered, Map.of());
    }

    /**
     * The same entries with these errors beside their fields. A message of the use case that reads
     * as the rest of a sentence ({@code is required}) is led by the field's name.
     */
    @Override
    public BoardForm withErrors(List<FieldError> found) {
        Map<String, String> all = new LinkedHashMap<>();
        for (FieldError error : found) {
            all.merge(error.field(), BoardFields.sentence(error), (a, b) -> a + " " + b);
        }
        return new BoardForm(
                name,
                desc,
                period,
                items.stream().map(item -> item.withErrors(all)).toList(),
                Map.copyOf(all));
    }

    /**
     * The draft the use case validates. What the form cannot say as the API would (a period count
     * with letters, "these data sets" with none ticked) is named in {@code unreadable}.
     */
    @Override
    public BoardDraft draft(List<FieldError> unreadable) {
        ReportDraft.PeriodDraft periodDraft = null;
        if (relative()) {
            periodDraft = period.relativeDraft(unreadable);
        } else if (absolute()) {
            periodDraft = period.absoluteDraft();
        }
        List<BoardDraft.ItemDraft> drafts = new ArrayList<>();
        for (ItemForm item : items) {
            String indexes = null;
            if (item.chosenDataSets()) {
                if (item.dataSets().isEmpty()) {
                    unreadable.add(new FieldError(
                            item.prefix() + ".datasetIndexes",
                            "Tick at least one data set, or show the widget's usual ones."));
                } else {
                    indexes = item.dataSets().stream().map(String::valueOf).collect(Collectors.joining(","));
                }
            }
            drafts.add(new BoardDraft.ItemDraft(
                    reportId(item, unreadable),
                    emptyToNull(item.widget()),
                    emptyToNull(item.chartType()),
                    indexes,
                    emptyToNull(item.compare()),
                    emptyToNull(item.width())));
        }
        return new BoardDraft(name, desc, periodDraft, drafts);
    }

    private static BigDecimal reportId(ItemForm item, List<FieldError> unreadable) {
        if (item.reportId() == null || item.reportId().isBlank()) {
            return null;
        }
        try {
            return new BigDecimal(item.reportId().trim());
        } catch (NumberFormatException e) {
            unreadable.add(new FieldError(item.prefix() + ".reportId", "Choose one of the property's reports."));
            return null;
        }
    }

    private static String value(MultivaluedMap<String, String> form, String name) {
        return FormFields.value(form, name);
    }

    private static String emptyToNull(String text) {
        return FormFields.emptyToNull(text);
    }
}
