package dev.reportwidget.application.widget;

import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetAccess;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Outbound port: reports as the widget endpoints find them, each with its property and its current
 * widget access, exact on every replica: the database adapter answers from the source of truth, and
 * {@link KeptWidgetReports} from the decisions this instance keeps only while it is told of every
 * change by the source of truth itself, so that a disable, a rotation or a revocation takes effect
 * on every replica within milliseconds. Lookups select by keys only; whether the viewer is admitted
 * is {@link WidgetAccess}'s answer. Answers complete later, on a thread of the adapter's, so that no
 * request thread waits on the database; the adapter may answer concurrent calls together.
 */
public interface WidgetReports {

    /**
     * A report with its property and its widget access.
     *
     * @param allowedOrigins the sites that may frame the widget; empty: any site
     * @param stale false when the answer is current (read from the database, or kept while told of
     *     every change); true when the database cannot be reached and this is the answer last
     *     confirmed, within the access grace period
     * @param periodChoices the periods a viewer may pick instead of the report's own
     * @param allowDownload whether viewers may download the data as CSV
     */
    record Shared(
            Report report,
            Property property,
            WidgetAccess access,
            List<EmbedOrigin> allowedOrigins,
            boolean stale,
            List<PeriodPreset> periodChoices,
            boolean allowDownload) {
        public Shared {
            allowedOrigins = List.copyOf(allowedOrigins);
            periodChoices = List.copyOf(periodChoices);
        }

        /** An answer whose widget offers no period choices and no downloads. */
        public Shared(
                Report report,
                Property property,
                WidgetAccess access,
                List<EmbedOrigin> allowedOrigins,
                boolean stale) {
            this(report, property, access, allowedOrigins, stale, List.of(), false);
        }

        /** A current answer, any site allowed to frame the widget. */
        public Shared(Report report, Property property, WidgetAccess access) {
            this(report, property, access, List.of(), false);
        }

        /** The same answer, served while the database cannot be reached. */
        public Shared asStale() {
            return new Shared(report, property, access, allowedOrigins, true, periodChoices, allowDownload);
        }
    }

    /** The property of a live service token and, when that property has the report asked for, the report. */
    record TokenReach(Property property, Optional<Shared> report) {}

    /**
     * The report whose public ID this is, whatever its access now; empty when no report has it.
     * Fails with {@link dev.reportwidget.domain.error.UnavailableException} when the database
     * cannot be reached (and, kept, no answer was confirmed within the grace period); likewise below.
     */
    CompletionStage<Optional<Shared>> findByPublicId(PublicId id);

    /**
     * What a live service token reaches of a report (noting the token's use); empty for an unknown
     * or revoked token.
     */
    CompletionStage<Optional<TokenReach>> findForServiceToken(Secret token, ReportId report);

    /**
     * Notes the use of a live token whose answer did not come from the database (which notes it);
     * best effort, at most once a minute per token. An adapter that notes no uses does nothing.
     */
    default void noteServiceTokenUse(Secret token) {}

    /** A report as a signed embed finds it, with every live embed key of its property. */
    record SignedReach(Shared report, List<EmbedKey> keys) {
        public SignedReach {
            keys = List.copyOf(keys);
        }
    }

    /**
     * The report with this ID and the embed keys of its property; empty when no report has the ID.
     * An adapter that serves no signed embeds finds none.
     */
    default CompletionStage<Optional<SignedReach>> findForSignedEmbed(ReportId report) {
        return CompletableFuture.completedFuture(Optional.empty());
    }

    /**
     * A board with its property, its sharing, and the reports its items show as they are now (a
     * deleted report is absent).
     *
     * @param reports the board's reports by ID, each at its current revision
     */
    record SharedBoard(
            Board board,
            Property property,
            WidgetAccess access,
            List<EmbedOrigin> allowedOrigins,
            boolean stale,
            List<PeriodPreset> periodChoices,
            boolean allowDownload,
            Map<ReportId, Report> reports) {
        public SharedBoard {
            allowedOrigins = List.copyOf(allowedOrigins);
            periodChoices = List.copyOf(periodChoices);
            reports = Map.copyOf(reports);
        }

        /** The same answer, served while the database cannot be reached. */
        public SharedBoard asStale() {
            return new SharedBoard(
                    board, property, access, allowedOrigins, true, periodChoices, allowDownload, reports);
        }
    }

    /** The property of a live service token and, when that property has the board asked for, the board. */
    record BoardTokenReach(Property property, Optional<SharedBoard> board) {}

    /**
     * The board whose public ID this is, whatever its access now; empty when no board has it (a
     * report's public ID names no board). Fails as {@link #findByPublicId} does.
     */
    default CompletionStage<Optional<SharedBoard>> findBoardByPublicId(PublicId id) {
        return CompletableFuture.completedFuture(Optional.empty());
    }

    /** What a live service token reaches of a board (noting the token's use); empty for an unknown or revoked token. */
    default CompletionStage<Optional<BoardTokenReach>> findBoardForServiceToken(Secret token, BoardId board) {
        return CompletableFuture.completedFuture(Optional.empty());
    }

    /** A board as a signed embed finds it, with every live embed key of its property. */
    record SignedBoardReach(SharedBoard board, List<EmbedKey> keys) {
        public SignedBoardReach {
            keys = List.copyOf(keys);
        }
    }

    /**
     * The board with this ID (a token's {@code sub} of {@code board:<id>}) and the embed keys of its
     * property; empty when no board has the ID.
     */
    default CompletionStage<Optional<SignedBoardReach>> findBoardForSignedEmbed(BoardId board) {
        return CompletableFuture.completedFuture(Optional.empty());
    }
}
