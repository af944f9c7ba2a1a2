package dev.reportwidget.bootstrap;

import dev.reportwidget.application.account.port.in.SignUpCommand;
import dev.reportwidget.application.account.port.in.SignUpUseCase;
import dev.reportwidget.application.account.port.out.UserAccounts;
import dev.reportwidget.application.board.port.in.ManageBoardsUseCase;
import dev.reportwidget.application.property.port.in.EnterPropertyUseCase;
import dev.reportwidget.application.property.port.in.ManagePropertiesUseCase;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.record.port.in.ManageRecordsUseCase;
import dev.reportwidget.application.report.port.in.ManageReportsUseCase;
import dev.reportwidget.application.widget.port.in.WidgetAccessChange;
import dev.reportwidget.application.widget.port.in.WidgetSettingsUseCase;
import dev.reportwidget.domain.board.BoardDraft;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyDraft;
import dev.reportwidget.domain.property.PropertySelection;
import dev.reportwidget.domain.record.RecordDraft;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetUrls;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.jboss.logging.Logger;

/**
 * With {@code rw.demo.enabled=true} (environment: {@code RW_DEMO_ENABLED=true}), seeds a demo user,
 * 90 days of varied records, five reports and a board on first start, and prints the login, the
 * embed URL and the page that embeds the public ones ({@link DemoPage}), so a newcomer sees live
 * charts within a minute: daily revenue against ad spend in euros (the smaller series on a right
 * axis), weekly revenue against leads as bars (the leads, a few dozen a week, on their own axis),
 * the return on ad spend worked out from the two, revenue by channel as a doughnut, and the weekly
 * leads of each campaign stacked; the board "Northwind Coffee at a glance" shows the last three.
 */
@ApplicationScoped
public class DemoData {

    static final String EMAIL = "demo@example.com";
    static final String PASSWORD = "demo password";
    /** The demo property's name: the shop whose partner page {@link DemoPage} stands for. */
    static final String SHOP = "Northwind Coffee";
    /** The demo's campaigns that bring leads, the first the most. */
    private static final String[] CAMPAIGNS = {"spring-sale", "brand", "retargeting", "webinar", "podcast"};
    /** What the demo shop sells at. */
    private static final double[] PRICES = {19.90, 29.90, 49.90, 79.00, 129.00, 199.00, 249.00};

    private static final Logger LOG = Logger.getLogger(DemoData.class);

    void seed(
            @Observes StartupEvent started,
            DemoConfig demo,
            PublicLinksConfig links,
            SignUpUseCase signUp,
            UserAccounts users,
            EnterPropertyUseCase properties,
            ManagePropertiesUseCase propertySettings,
            ManageRecordsUseCase records,
            ManageReportsUseCase reports,
            ManageBoardsUseCase boards,
            WidgetSettingsUseCase widgets) {
        if (!demo.enabled()) {
            return;
        }
        PropertyContext context = QuarkusTransaction.requiringNew().call(() -> {
            if (users.emailTaken(EMAIL)) {
                LOG.infof("demo data is there already: sign in at %s/console as %s / %s", base(links), EMAIL, PASSWORD);
                return null;
            }
            var created = signUp.signUp(SignUpCommand.of(EMAIL, PASSWORD, "Demo"));
            var user = users.findById(created.userId()).orElseThrow();
            PropertyContext personal = properties.enter(user, new PropertySelection.Personal());
            // a name a customer would give it, so the console's header and switcher show one
            Property named = propertySettings.update(
                    personal,
                    new PropertyDraft(
                            SHOP,
                            personal.property().timezone(),
                            personal.property().locale()));
            return new PropertyContext(personal.userId(), named, personal.role());
        });
        if (context == null) {
            return;
        }
        // the bulk writer commits on its own: after the property it writes into
        records.createAll(context, records(LocalDate.now(ZoneOffset.UTC)));
        QuarkusTransaction.requiringNew().run(() -> {
            var report = reports.create(context, report());
            var settings =
                    widgets.change(context, WidgetSubject.of(report.id()), WidgetAccessChange.of("public", null));
            var weekly = reports.create(context, weeklyReport());
            widgets.change(context, WidgetSubject.of(weekly.id()), WidgetAccessChange.of("public", null));
            var returnOnAdSpend = reports.create(context, returnOnAdSpendReport());
            widgets.change(context, WidgetSubject.of(returnOnAdSpend.id()), WidgetAccessChange.of("public", null));
            var byChannel = reports.create(context, revenueByChannelReport());
            var byCampaign = reports.create(context, leadsByCampaignReport());
            var board = boards.create(context, board(returnOnAdSpend.id(), byChannel.id(), byCampaign.id()));
            widgets.change(context, WidgetSubject.of(board.id()), WidgetAccessChange.of("public", null));
            String embedUrl = settings.embed().orElseThrow().embedUrl();
            LOG.infof(
                    "%n  Demo ready. Console: %s/console (sign in as %s / %s)%n  API: POST /auth/token {\"email\":\"%s\",\"password\":\"%s\"}%n  Live chart: %s?%s=line%n  A page embedding every chart: %s%s%n",
                    base(links),
                    EMAIL,
                    PASSWORD,
                    EMAIL,
                    PASSWORD,
                    embedUrl,
                    WidgetUrls.CHART_TYPE,
                    base(links),
                    DemoPage.PATH);
        });
    }

    private static String base(PublicLinksConfig links) {
        String url = links.publicBaseUrl();
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }

    /**
     * 90 days of sales, costs and leads with a weekly rhythm, a trend and noise; amounts in whole
     * euros and cents that end in 0 (49.90, 129.00), as shops price. One sale in ten came through the
     * newsletter and a partner both; each lead names the campaign that brought it.
     */
    static List<RecordDraft> records(LocalDate today) {
        Random random = new Random(42);
        // a second stream, so that the sales, costs and leads stay those of the first
        Random channels = new Random(7);
        List<RecordDraft> drafts = new ArrayList<>();
        String[] sources = {"google", "newsletter", "partner", "direct"};
        for (int day = 89; day >= 0; day--) {
            LocalDate date = today.minusDays(day);
            double weekday = date.getDayOfWeek().getValue() >= 6 ? 0.6 : 1.0;
            double trend = 1.0 + (89 - day) / 120.0;
            int sales = (int) Math.round((4 + random.nextInt(5)) * weekday * trend);
            for (int i = 0; i < sales; i++) {
                String source = sources[random.nextInt(sources.length)];
                drafts.add(draft(
                        date,
                        "sale",
                        "closed",
                        channels.nextInt(10) == 0 ? List.of("newsletter", "partner") : List.of(source),
                        PRICES[random.nextInt(PRICES.length)],
                        Map.of("plan", random.nextBoolean() ? "pro" : "basic")));
            }
            drafts.add(draft(date, "cost", "closed", List.of("ads"), 150 + 5 * random.nextInt(24), Map.of()));
            int leads = (int) Math.round((6 + random.nextInt(8)) * weekday);
            for (int i = 0; i < leads; i++) {
                // the first campaigns bring the most: 0 is picked most often, 4 least
                int campaign = Math.min(channels.nextInt(CAMPAIGNS.length), channels.nextInt(CAMPAIGNS.length));
                drafts.add(draft(
                        date,
                        "lead",
                        "open",
                        List.of(sources[random.nextInt(sources.length)]),
                        0,
                        Map.of("campaign", CAMPAIGNS[campaign])));
            }
        }
        return drafts;
    }

    private static RecordDraft draft(
            LocalDate date,
            String type,
            String activity,
            List<String> sources,
            double value,
            Map<String, Object> custom) {
        return new RecordDraft(
                date.toString(),
                "12:00:00",
                type,
                activity,
                "demo " + type,
                sources,
                List.of("demo"),
                BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_UP),
                custom,
                Map.of());
    }

    /** Daily revenue against ad spend, in euros; ad spend, a fifth of revenue, on the right axis. */
    static ReportDraft report() {
        return new ReportDraft(
                "Sales vs costs",
                "Daily revenue and ad spend over the last 90 days",
                "line",
                new ReportDraft.PeriodDraft(BigDecimal.valueOf(90), "day", null, null),
                "day",
                List.of(
                        new ReportDraft.DataSetDraft(
                                "Revenue",
                                "#2f7ed8",
                                "sum",
                                new ReportDraft.FilterDraft("sale", null, null, null, null)),
                        new ReportDraft.DataSetDraft(
                                "Ad spend",
                                "#d83f2f",
                                "sum",
                                new ReportDraft.FilterDraft("cost", null, null, null, null),
                                "right")),
                new ReportDraft.AppearanceDraft(
                        true,
                        "#ffffff",
                        "#1f2933",
                        new ReportDraft.LineDraft(BigDecimal.valueOf(2), BigDecimal.ZERO),
                        new ReportDraft.GridDraft("#e4e7eb", BigDecimal.ONE, BigDecimal.valueOf(4)),
                        new ReportDraft.FontDraft(BigDecimal.valueOf(12), "#1f2933"),
                        new ReportDraft.FontDraft(BigDecimal.valueOf(11), "#52606d")),
                new ReportDraft.FormatDraft("currency", "EUR", BigDecimal.ZERO, "standard"));
    }

    /** Weekly revenue as bars against the week's leads, a few dozen, on their own axis. */
    static ReportDraft weeklyReport() {
        return new ReportDraft(
                "Revenue and leads by week",
                "The last 12 weeks; this week so far",
                "bar",
                new ReportDraft.PeriodDraft(BigDecimal.valueOf(12), "week", null, null),
                "week",
                List.of(
                        new ReportDraft.DataSetDraft(
                                "Revenue (EUR)",
                                "#2f7ed8",
                                "sum",
                                new ReportDraft.FilterDraft("sale", null, null, null, null)),
                        new ReportDraft.DataSetDraft(
                                "Leads",
                                "#8bbc21",
                                "count",
                                new ReportDraft.FilterDraft("lead", null, null, null, null),
                                "right")),
                null,
                new ReportDraft.FormatDraft("decimal", null, BigDecimal.ZERO, "standard"));
    }

    /**
     * Revenue over ad spend, worked out per day and over the period as the ratio of the sums, with
     * two decimals on its own axis beside the two amounts in euros.
     */
    static ReportDraft returnOnAdSpendReport() {
        var euros = new ReportDraft.FormatDraft("currency", "EUR", BigDecimal.ZERO, "standard");
        return new ReportDraft(
                "Return on ad spend",
                "Revenue for each euro of ad spend, over the last 30 days",
                "line",
                new ReportDraft.PeriodDraft(BigDecimal.valueOf(30), "day", null, null),
                "day",
                List.of(
                        new ReportDraft.DataSetDraft(
                                "Revenue",
                                "#2f7ed8",
                                "sum",
                                new ReportDraft.FilterDraft("sale", null, null, null, null),
                                null,
                                null,
                                null,
                                "revenue",
                                null,
                                euros),
                        new ReportDraft.DataSetDraft(
                                "Ad spend",
                                "#d83f2f",
                                "sum",
                                new ReportDraft.FilterDraft("cost", null, null, null, null),
                                null,
                                false,
                                null,
                                "ad_spend",
                                null,
                                euros),
                        new ReportDraft.DataSetDraft(
                                "Return on ad spend",
                                "#1f2933",
                                null,
                                null,
                                "right",
                                null,
                                null,
                                "roas",
                                "revenue / ad_spend",
                                new ReportDraft.FormatDraft("decimal", null, BigDecimal.valueOf(2), "standard"))),
                null,
                euros);
    }

    /** Revenue of the last 90 days by channel, one slice each: a sale through two channels counts in both. */
    static ReportDraft revenueByChannelReport() {
        return new ReportDraft(
                "Revenue by channel",
                "The last 90 days; a sale through two channels counts in both",
                "doughnut",
                new ReportDraft.PeriodDraft(BigDecimal.valueOf(90), "day", null, null),
                "week",
                List.of(brokenDown("Revenue", "#2f7ed8", "sum", "sale", "source", 5)),
                null,
                new ReportDraft.FormatDraft("currency", "EUR", BigDecimal.ZERO, "standard"));
    }

    /** Each week's leads, stacked by the campaign that brought them: the top of a bar is the week's total. */
    static ReportDraft leadsByCampaignReport() {
        return new ReportDraft(
                "Leads by campaign",
                "The last 12 weeks, stacked; this week so far",
                "bar",
                new ReportDraft.PeriodDraft(BigDecimal.valueOf(12), "week", null, null),
                "week",
                List.of(brokenDown("Leads", "#8bbc21", "count", "lead", "custom_data.campaign", 4)),
                null,
                null,
                true);
    }

    /** A data set of one record type, its top values by {@code by} and the rest as Other. */
    private static ReportDraft.DataSetDraft brokenDown(
            String label, String color, String aggregation, String type, String by, int top) {
        return new ReportDraft.DataSetDraft(
                label,
                color,
                aggregation,
                new ReportDraft.FilterDraft(type, null, null, null, null),
                null,
                null,
                null,
                null,
                null,
                null,
                new ReportDraft.BreakdownDraft(by, BigDecimal.valueOf(top), true));
    }

    /** The board of the demo: the return on ad spend across, revenue by channel and leads by campaign below. */
    static BoardDraft board(ReportId returnOnAdSpend, ReportId byChannel, ReportId byCampaign) {
        return new BoardDraft(
                "Northwind Coffee at a glance",
                "What sells, through which channel, and which campaigns bring the leads",
                null,
                List.of(
                        new BoardDraft.ItemDraft(id(returnOnAdSpend), "chart", null, null, null, "full"),
                        new BoardDraft.ItemDraft(id(byChannel), "chart", null, null, null, "half"),
                        new BoardDraft.ItemDraft(id(byCampaign), "chart", null, null, null, "half")));
    }

    private static BigDecimal id(ReportId report) {
        return BigDecimal.valueOf(report.value());
    }
}
