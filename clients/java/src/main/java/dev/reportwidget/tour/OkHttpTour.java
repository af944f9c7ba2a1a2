package dev.reportwidget.tour;

import dev.reportwidget.client.okhttp.ApiClient;
import dev.reportwidget.client.okhttp.ApiException;
import dev.reportwidget.client.okhttp.api.BoardsApi;
import dev.reportwidget.client.okhttp.api.IdentityApi;
import dev.reportwidget.client.okhttp.api.IntegrationsApi;
import dev.reportwidget.client.okhttp.api.RecordIngestionApi;
import dev.reportwidget.client.okhttp.api.RecordsApi;
import dev.reportwidget.client.okhttp.api.ReportsApi;
import dev.reportwidget.client.okhttp.api.WidgetAccessApi;
import dev.reportwidget.client.okhttp.api.WidgetsApi;
import dev.reportwidget.client.okhttp.model.AccessChange;
import dev.reportwidget.client.okhttp.model.Board;
import dev.reportwidget.client.okhttp.model.BoardItem;
import dev.reportwidget.client.okhttp.model.CreatedServiceToken;
import dev.reportwidget.client.okhttp.model.DataSetJson;
import dev.reportwidget.client.okhttp.model.FilterJson;
import dev.reportwidget.client.okhttp.model.NewServiceToken;
import dev.reportwidget.client.okhttp.model.PeriodJson;
import dev.reportwidget.client.okhttp.model.RecordJson;
import dev.reportwidget.client.okhttp.model.RecordView;
import dev.reportwidget.client.okhttp.model.ReportPayload;
import dev.reportwidget.client.okhttp.model.ServiceTokenRecord;
import dev.reportwidget.client.okhttp.model.ServiceTokenRecordResults;
import dev.reportwidget.client.okhttp.model.ServiceTokenRecords;
import dev.reportwidget.client.okhttp.model.SettingsView;
import dev.reportwidget.client.okhttp.model.SignUpRequest;
import dev.reportwidget.client.okhttp.model.SignUpResponse;
import dev.reportwidget.client.okhttp.model.TokenRequest;
import dev.reportwidget.client.okhttp.model.WidgetPayload;
import java.io.File;
import java.math.BigDecimal;
import java.net.URI;
import java.util.List;

/**
 * The README's tour through the client openapi-generator writes with its {@code okhttp-gson}
 * library: credentials set on the client, every ID read from a typed answer.
 */
public final class OkHttpTour {

    public static void main(String[] args) throws Exception {
        ApiClient client = new ApiClient();
        client.setBasePath(Tour.baseUrl());
        String email = "native-" + System.nanoTime() + "@example.com";

        SignUpResponse signedUp = new IdentityApi(client)
                .signUp(new SignUpRequest().email(email).password(Tour.PASSWORD).name("Tour"));
        Tour.check(signedUp.getPersonalPropertyId() > 0, "sign up answers the personal property's ID");
        String token = new IdentityApi(client)
                .issueToken(new TokenRequest().email(email).password(Tour.PASSWORD))
                .getAccessToken();
        Tour.check(!token.isEmpty(), "a bearer token");
        ApiClient signedIn = new ApiClient();
        signedIn.setBasePath(Tour.baseUrl());
        signedIn.setBearerToken(token);

        CreatedServiceToken serviceToken = new IntegrationsApi(signedIn)
                .createServiceToken(new NewServiceToken().name("tour backend"), null, null);
        ApiClient backend = new ApiClient();
        backend.setBasePath(Tour.baseUrl());
        backend.setApiKey(serviceToken.getToken());
        Tour.check(serviceToken.getId() > 0, "a service token");

        RecordView created = new RecordsApi(signedIn)
                .createRecord(
                        new RecordJson().type("sale").value(BigDecimal.valueOf(120)).source(List.of("newsletter")),
                        null,
                        null);
        long recordId = created.getId();
        Tour.check(created.getOrigin() == RecordView.OriginEnum.API, "a record, typed");

        ServiceTokenRecordResults batch = new RecordIngestionApi(backend)
                .ingestRecords(
                        new ServiceTokenRecords()
                                .addRecordsItem(new ServiceTokenRecord()
                                        .type("sale")
                                        .value(BigDecimal.valueOf(80))
                                        .idempotencyKey("tour-" + email))
                                .addRecordsItem(new ServiceTokenRecord()
                                        .type("sale")
                                        .value(BigDecimal.valueOf(40))
                                        .tags(List.of("eu"))),
                        null);
        Tour.check(
                batch.getResults().stream().allMatch(r -> r.getStatus() == 201 && r.getId() != null && r.getId() > 0),
                "a batch of two");

        String trackingId = new IntegrationsApi(signedIn).getTrackingId(null, null).getTrackingId();
        File pixel = new RecordIngestionApi(client)
                .collectWebEvent(trackingId, "page_view", null, null, null, null, null, null, null);
        Tour.check(pixel.length() > 0, "the pixel answers its GIF");

        ReportPayload report = new ReportsApi(signedIn)
                .createReport(
                        new ReportPayload()
                                .name("Sales")
                                .chartType(ReportPayload.ChartTypeEnum.BAR)
                                .period(new PeriodJson().last(30).unit(PeriodJson.UnitEnum.DAY))
                                .granularity(ReportPayload.GranularityEnum.DAY)
                                .addDataSetsItem(new DataSetJson()
                                        .label("Sales")
                                        .color("#2f7ed8")
                                        .aggregation(DataSetJson.AggregationEnum.SUM)
                                        .filter(new FilterJson().type("sale"))),
                        null,
                        null);
        long reportId = report.getId();
        Tour.check(reportId > 0, "a report");

        SettingsView shared = new WidgetAccessApi(signedIn)
                .changeWidgetAccess(
                        reportId, new AccessChange().access(AccessChange.AccessEnum.PUBLIC), null, null);
        Tour.check(URI.create(shared.getEmbedUrl()).getPath().startsWith("/embed/v1/reports/"), "a public link");

        WidgetPayload widget = new WidgetsApi(backend)
                .getServiceTokenWidgetPayload(
                        reportId, null, null, null, null, null, null, null, null, null);
        double total = widget.getReportData().getReportChartDataSets().get(0).getData().stream()
                .mapToDouble(value -> value == null ? 0 : value.doubleValue())
                .sum();
        Tour.check(total == 240, "the widget's JSON payload adds up the sales");

        SettingsView rotated = new WidgetAccessApi(signedIn).rotateWidgetPublicId(reportId, null, null);
        Tour.check(!rotated.getPublicId().equals(shared.getPublicId()), "rotating makes a new public ID");

        Board board = new BoardsApi(signedIn)
                .createBoard(
                        new Board()
                                .name("Overview")
                                .addItemsItem(new BoardItem()
                                        .reportId(reportId)
                                        .widget(BoardItem.WidgetEnum.CHART)
                                        .width(BoardItem.WidthEnum.FULL)),
                        null,
                        null);
        Tour.check(board.getId() > 0, "a board");

        RecordView read = new RecordsApi(signedIn).getRecord(recordId, null, null);
        Tour.check(read.getId() == recordId && read.getSource().equals(List.of("newsletter")), "the record read back");

        try {
            new RecordsApi(signedIn).getRecord(recordId + 1_000_000, null, null);
            Tour.check(false, "an unknown record is refused");
        } catch (ApiException refused) {
            Tour.check(
                    refused.getCode() == 404 && refused.getResponseBody().contains("\"status\":404"),
                    "an unknown record is a 404 problem");
        }
    }
}
