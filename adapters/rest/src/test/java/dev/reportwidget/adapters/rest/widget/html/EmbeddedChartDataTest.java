package dev.reportwidget.adapters.rest.widget.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.reportwidget.domain.report.Aggregation;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A data set's value over the whole period, as a pie slice and the chart's summary show it. */
class EmbeddedChartDataTest {

    private static final List<BigDecimal> BUCKETS =
            Arrays.asList(new BigDecimal("4"), null, new BigDecimal("-1.5"), new BigDecimal("2"));

    @Test
    void sumsAndCountsAddTheirBuckets() {
        assertEquals(new BigDecimal("4.5"), EmbeddedChartData.periodTotal(Aggregation.SUM, BUCKETS));
        assertEquals(new BigDecimal("4.5"), EmbeddedChartData.periodTotal(Aggregation.COUNT, BUCKETS));
    }

    @Test
    void minAndMaxTakeTheLowestAndHighestBucket() {
        assertEquals(new BigDecimal("-1.5"), EmbeddedChartData.periodTotal(Aggregation.MIN, BUCKETS));
        assertEquals(new BigDecimal("4"), EmbeddedChartData.periodTotal(Aggregation.MAX, BUCKETS));
    }

    @Test
    void anAverageIsTheMeanOfTheBucketsThatHaveAValue() {
        assertEquals(new BigDecimal("1.5"), EmbeddedChartData.periodTotal(Aggregation.AVG, BUCKETS));
    }

    @Test
    void aPeriodWithoutValuesIsZeroForSumsAndNothingForTheOthers() {
        List<BigDecimal> empty = Arrays.asList(null, null);
        assertEquals(BigDecimal.ZERO, EmbeddedChartData.periodTotal(Aggregation.SUM, empty));
        assertEquals(BigDecimal.ZERO, EmbeddedChartData.periodTotal(Aggregation.COUNT, empty));
        assertNull(EmbeddedChartData.periodTotal(Aggregation.AVG, empty));
        assertNull(EmbeddedChartData.periodTotal(Aggregation.MIN, empty));
        assertNull(EmbeddedChartData.periodTotal(Aggregation.MAX, empty));
    }
}
