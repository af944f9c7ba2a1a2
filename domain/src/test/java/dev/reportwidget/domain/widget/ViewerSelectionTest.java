package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.Violations;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.DimensionChoice;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The {@code vf.} query (docs/embedding.md#viewer-filters) read and written back, and the settings' filters. */
class ViewerSelectionTest {

    private static final Dimension SOURCE = Dimension.of(Dimension.Label.SOURCE);
    private static final Dimension PLAN = Dimension.customData("plan");

    private static ViewerSelection parse(String name, String value) {
        Map<String, String> query = new LinkedHashMap<>();
        query.put(name, value);
        return ViewerSelection.parse(query);
    }

    @Test
    void valuesAreSplitAtUnescapedBarsAndAnEmptyOneIsNone() {
        assertEquals(
                Optional.of(new DimensionChoice(SOURCE, List.of("google", "meta"), false)),
                parse("vf.source", "meta|google").of(SOURCE));
        assertEquals(
                Optional.of(new DimensionChoice(SOURCE, List.of(), true)),
                parse("vf.source", "").of(SOURCE));
        assertEquals(
                Optional.of(new DimensionChoice(SOURCE, List.of("a|b", "c\\"), true)),
                parse("vf.source", "a\\|b||c\\\\").of(SOURCE));
        assertEquals(
                Optional.of(new DimensionChoice(PLAN, List.of("*"), false)),
                parse("vf.custom_data.plan", "\\*").of(PLAN));
    }

    @Test
    void aStarChoosesAllAndClearsAPresetButNarrowsNothing() {
        ViewerSelection all = parse("vf.source", "*");
        assertTrue(all.of(SOURCE).isEmpty());
        ViewerSelection preset = parse("vf.source", "google");
        assertTrue(all.over(preset).of(SOURCE).isEmpty(), "an explicit All wins over the preset");
        assertEquals(preset.of(SOURCE), ViewerSelection.NONE.over(preset).of(SOURCE));
        assertTrue(all.narrowing().isEmpty());
    }

    @Test
    void whatIsWrittenReadsBackTheSame() {
        for (String raw : List.of("google", "", "a\\|b||c\\\\", "\\*", "*", "x|y|")) {
            ViewerSelection read = parse("vf.tags", raw);
            assertEquals(read, ViewerSelection.parse(read.queryParameters()), raw);
        }
    }

    @Test
    void aParameterNamingNoDimensionOrChoosingTooMuchIsRefused() {
        assertThrows(InvalidRequestException.class, () -> parse("vf.price", "1"));
        assertThrows(InvalidRequestException.class, () -> parse("vf.custom_data.", "1"));
        assertThrows(InvalidRequestException.class, () -> parse("vf.source", "x".repeat(501)));
        assertThrows(InvalidRequestException.class, () -> parse("vf.source", "a|".repeat(101) + "b"));
        assertTrue(parse("other", "x").isEmpty(), "only vf. parameters are read");
    }

    @Test
    void aChoiceOfAFilterNotOfferedIsRefusedNamingWhatIsOffered() {
        List<ViewerFilter> offered = List.of(new ViewerFilter(PLAN, Optional.empty()));
        InvalidRequestException refused = assertThrows(InvalidRequestException.class, () -> parse("vf.source", "google")
                .offeredBy(offered));
        assertTrue(refused.getMessage().contains("vf.custom_data.plan"), refused.getMessage());
        assertThrows(
                InvalidRequestException.class, () -> parse("vf.source", "*").offeredBy(offered));
        assertFalse(parse("vf.custom_data.plan", "pro").offeredBy(offered).isEmpty());
    }

    @Test
    void settingsOfferAtMostThreeFiltersEachDimensionOnce() {
        Violations violations = new Violations();
        List<ViewerFilter> read = ViewerFilter.parse(
                List.of(Map.of("by", "source", "label", "Channel"), Map.of("by", "custom_data.plan")), violations);
        assertTrue(violations.isEmpty());
        assertEquals(
                List.of("Channel", "custom_data.plan"),
                read.stream().map(ViewerFilter::shownName).toList());
        assertEquals(
                read,
                ViewerFilter.parse(read.stream().map(ViewerFilter::wireForm).toList(), new Violations()));
        Violations four = new Violations();
        ViewerFilter.parse(
                List.of(Map.of("by", "type"), Map.of("by", "activity"), Map.of("by", "source"), Map.of("by", "tags")),
                four);
        assertFalse(four.isEmpty());
        Violations twice = new Violations();
        ViewerFilter.parse(List.of(Map.of("by", "tags"), Map.of("by", "tags")), twice);
        assertFalse(twice.isEmpty());
    }
}
