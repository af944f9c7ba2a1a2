package dev.reportwidget.application.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.reportwidget.application.board.BoardDeliveryService;
import dev.reportwidget.application.board.port.in.BoardContent;
import dev.reportwidget.application.board.port.in.BoardRequest;
import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.Sharing;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.board.BoardItem;
import dev.reportwidget.domain.board.ItemWidth;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.AggregatedValues;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.Buckets;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.EarlierPeriod;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.report.SeriesData;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetType;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A board's reports that are not kept are calculated together: the data sets of every report over
 * the same buckets in one statement, however many reports and items, each item then showing its own
 * report's values; distinct buckets take one statement each; kept data is not calculated again.
 */
class BoardCalculationTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T12:00:00Z"), ZoneOffset.UTC);
    private static final Property SHOP = new Property(new PropertyId(1), "Shop", false, ZoneId.of("UTC"));
    /** What the fake database answers for each data set over the whole period, by label. */
    private static final Map<String, Integer> VALUES = Map.of("Sales", 1, "Costs", 2, "Leads", 3, "Visits", 4);

    /** Each statement asked: its buckets and the labels of its data sets, in order. */
    private final List<Statement> statements = Collections.synchronizedList(new ArrayList<>());

    private final ExecutorService workers = Executors.newFixedThreadPool(2);
    private final Map<PublicId, SharedSubject> published = new LinkedHashMap<>();
    private final Deliveries deliveries = Deliveries.over(
                    new Published(),
                    new ReportCalculator(
                            (property, buckets, dataSets) -> {
                                statements.add(new Statement(
                                        buckets,
                                        dataSets.stream().map(DataSet::label).toList()));
                                // an earlier period's values are the shown one's plus 100: a mix-up shows
                                int earlier = buckets instanceof EarlierPeriod ? 100 : 0;
                                return dataSets.stream()
                                        .map(set -> new AggregatedValues(
                                                Map.of(),
                                                Optional.of(BigDecimal.valueOf(VALUES.get(set.label()) + earlier))))
                                        .toList();
                            },
                            CLOCK),
                    new InMemoryReportDataCache(),
                    CLOCK)
            .workers(workers);
    private final BoardDeliveryService service = deliveries.boards();
    private final LinkPreviewService previews = deliveries.previews();

    private record Statement(Buckets buckets, List<String> labels) {}

    @AfterEach
    void stop() {
        workers.shutdownNow();
    }

    @Test
    void reportsOverTheSamePeriodAreAggregatedByOneStatementAndEachItemShowsItsOwnValues() throws Exception {
        Report sales = report(1, CalendarUnit.DAY, "Sales");
        Report costsAndLeads = report(2, CalendarUnit.DAY, "Costs", "Leads");
        Report visits = report(3, CalendarUnit.DAY, "Visits");
        PublicId board = publish(
                List.of(sales, costsAndLeads, visits),
                item(visits, Optional.empty()),
                item(sales, Optional.empty()),
                item(costsAndLeads, Optional.empty()),
                item(sales, Optional.empty()));

        BoardContent content = deliver(board);

        assertEquals(1, statements.size(), "one statement for every report over the same days: " + statements);
        assertEquals(
                List.of("Visits", "Sales", "Costs", "Leads"),
                statements.getFirst().labels());
        assertEquals(List.of(List.of(4), List.of(1), List.of(2, 3), List.of(1)), shownValues(content));
    }

    @Test
    void reportsOverOtherBucketsTakeOneStatementEachAndAComparisonItsEarlierPeriod() throws Exception {
        Report daily = report(1, CalendarUnit.DAY, "Sales");
        Report weekly = report(2, CalendarUnit.WEEK, "Costs");
        Report alsoDaily = report(3, CalendarUnit.DAY, "Leads");
        PublicId board = publish(
                List.of(daily, weekly, alsoDaily),
                item(daily, Optional.of(Comparison.PREVIOUS_PERIOD)),
                item(weekly, Optional.empty()),
                item(alsoDaily, Optional.of(Comparison.PREVIOUS_PERIOD)));

        BoardContent content = deliver(board);

        // the days, their previous period, the weeks: three statements for three reports and two comparisons
        assertEquals(3, statements.size(), statements.toString());
        assertEquals(
                List.of("[Costs]", "[Sales, Leads]", "[Sales, Leads]"),
                statements.stream()
                        .map(statement -> statement.labels().toString())
                        .sorted()
                        .toList());
        assertEquals(List.of(List.of(1), List.of(2), List.of(3)), shownValues(content));
        assertEquals(List.of(101), earlierValues(content.items().get(0)));
        assertEquals(List.of(103), earlierValues(content.items().get(2)));
    }

    @Test
    void aBoardWhoseReportsAreKeptAsksTheDatabaseNothing() throws Exception {
        Report sales = report(1, CalendarUnit.DAY, "Sales");
        Report costs = report(2, CalendarUnit.DAY, "Costs");
        PublicId board = publish(List.of(sales, costs), item(sales, Optional.empty()), item(costs, Optional.empty()));
        deliver(board);
        statements.clear();

        BoardContent again = deliver(board);

        assertEquals(List.of(), statements);
        assertEquals(List.of(List.of(1), List.of(2)), shownValues(again));
    }

    @Test
    void aLinkPreviewOfABoardReadsItsLayoutAndCalculatesNoneOfItsReports() throws Exception {
        Report sales = report(1, CalendarUnit.DAY, "Sales");
        Report costs = report(2, CalendarUnit.WEEK, "Costs");
        PublicId board = publish(
                List.of(sales, costs),
                item(sales, Optional.of(Comparison.PREVIOUS_PERIOD)),
                item(costs, Optional.empty()));

        Board previewed = previews.sharedBoard(new WidgetViewer.PublicLink(board))
                .toCompletableFuture()
                .get(5, TimeUnit.SECONDS);

        assertEquals(((SharedSubject.OfBoard) published.get(board)).board(), previewed);
        assertEquals(List.of(), statements, "a preview needs the board's name and layout, no data");
    }

    private BoardContent deliver(PublicId board) throws Exception {
        CompletableFuture<BoardContent> content = service.deliverBoard(
                        BoardRequest.of(new WidgetViewer.PublicLink(board), Optional.empty()))
                .toCompletableFuture();
        return content.get(5, TimeUnit.SECONDS);
    }

    private static List<List<Integer>> shownValues(BoardContent content) {
        return content.items().stream()
                .map(item -> values(data(item).dataSets()))
                .toList();
    }

    private static List<Integer> earlierValues(BoardContent.Item item) {
        return values(data(item).earlier().orElseThrow().dataSets());
    }

    private static ReportData data(BoardContent.Item item) {
        return assertInstanceOf(BoardContent.Item.Shown.class, item).content().data();
    }

    private static List<Integer> values(List<SeriesData> series) {
        return series.stream()
                .map(set -> set.periodValue().orElseThrow().intValueExact())
                .toList();
    }

    private static BoardItem item(Report report, Optional<Comparison> compare) {
        return new BoardItem(
                report.id(), WidgetType.CHART, Optional.empty(), DataSetSelection.ALL, compare, ItemWidth.FULL);
    }

    private static Report report(long id, CalendarUnit granularity, String... labels) {
        List<DataSet> dataSets = new ArrayList<>();
        for (String label : labels) {
            dataSets.add(new DataSet(
                    label,
                    "#2f7ed8",
                    Aggregation.SUM,
                    new DataSetFilter(label.toLowerCase(), null, List.of(), List.of(), Map.of())));
        }
        return new Report(
                new ReportId(id),
                SHOP.id(),
                1,
                new ReportDefinition(
                        "Report " + id,
                        null,
                        ChartType.LINE,
                        new Period.Relative(28, CalendarUnit.DAY),
                        granularity,
                        dataSets,
                        Appearance.BUILT_IN));
    }

    private PublicId publish(List<Report> reports, BoardItem... items) {
        PublicId id = new PublicId(UUID.randomUUID());
        Map<ReportId, Report> byId = new LinkedHashMap<>();
        reports.forEach(report -> byId.put(report.id(), report));
        Board board = new Board(
                new BoardId(published.size() + 1),
                SHOP.id(),
                1,
                new BoardDefinition("Board", null, Optional.empty(), List.of(items)));
        published.put(id, new SharedSubject.OfBoard(board, SHOP, Sharing.of(new WidgetAccess.Public(id)), byId));
        return id;
    }

    private final class Published extends NoSharedWidgets {
        @Override
        public CompletableFuture<Optional<SharedSubject>> findByPublicId(PublicId id) {
            return CompletableFuture.completedFuture(Optional.ofNullable(published.get(id)));
        }
    }
}
