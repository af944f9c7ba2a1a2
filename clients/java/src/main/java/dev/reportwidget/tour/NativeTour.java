package dev.reportwidget.tour;

import dev.reportwidget.client.nativehttp.ApiClient;
import dev.reportwidget.client.nativehttp.ApiException;
import dev.reportwidget.client.nativehttp.api.BoardsApi;
import dev.reportwidget.client.nativehttp.api.IdentityApi;
import dev.reportwidget.client.nativehttp.api.IntegrationsApi;
import dev.reportwidget.client.nativehttp.api.RecordIngestionApi;
import dev.reportwidget.client.nativehttp.api.RecordsApi;
import dev.reportwidget.client.nativehttp.api.ReportsApi;
import dev.reportwidget.client.nativehttp.api.WidgetAccessApi;
import dev.reportwidget.client.nativehttp.api.WidgetsApi;
import dev.reportwidget.client.nativehttp.model.AccessChange;
import dev.reportwidget.client.nativehttp.model.Board;
import dev.reportwidget.client.nativehttp.model.BoardItem;
import dev.reportwidget.client.nativehttp.model.CreatedServiceToken;
import dev.reportwidget.client.nativehttp.model.DataSetJson;
import dev.reportwidget.client.nativehttp.model.FilterJson;
import dev.reportwidget.client.nativehttp.model.NewServiceToken;
import dev.reportwidget.client.nativehttp.model.PeriodJson;
import dev.reportwidget.client.nativehttp.model.RecordJson;
import dev.reportwidget.client.nativehttp.model.RecordView;
import dev.reportwidget.client.nativehttp.model.ReportPayload;
import dev.reportwidget.client.nativehttp.model.ServiceTokenRecord;
import dev.reportwidget.client.nativehttp.model.ServiceTokenRecordResults;
import dev.reportwidget.client.nativehttp.model.ServiceTokenRecords;
import dev.reportwidget.client.nativehttp.model.SettingsView;
import dev.reportwidget.client.nativehttp.model.SignUpRequest;
import dev.reportwidget.client.nativehttp.model.SignUpResponse;
import dev.reportwidget.client.nativehttp.model.TokenRequest;
import dev.reportwidget.client.nativehttp.model.WidgetPayload;
import java.io.File;
import java.math.BigDecimal;
import java.net.URI;
import java.util.List;
import java.util.Map;

/**
 * The README's tour through the client openapi-generator writes with its {@code native} library
 * (java.net.http and Jackson): every ID is read from a typed answer.
 */
public final class NativeTour {

    public static void main(String[] args) throws Exception {
        ApiClient client = new ApiClient();
        client.updateBaseUri(Tour.baseUrl());
        String email = "native-" + System.nanoTime() + "@example.com";

        SignUpResponse signedUp = new IdentityApi(client)
                .signUp(new SignUpRequest().email(email).password(Tour.PASSWORD).name("Tour"));
        Tour.check(signedUp.getPersonalPropertyId() > 0, "sign up answers the personal property's ID");
        String token = new IdentityApi(client)
                .issueToken(new TokenRequest().email(email).password(Tour.PASSWORD))
                .getAccessToken();
        Map<String, String> bearer = Map.of("Authorization", "Bearer " + token);
        Tour.check(!token.isEmpty(), "a bearer token");

        CreatedServiceToken serviceToken = new IntegrationsApi(client)
                .createServiceToken(new NewServiceToken().name("tour backend"), null, null, bearer);
        Map<String, String> service = Map.of("X-Service-Token", serviceToken.getToken());
        Tour.check(serviceToken.getId() > 0, "a service token");

        RecordView created = new RecordsApi(client)
                .createRecord(
                        new RecordJson().type("sale").value(BigDecimal.valueOf(120)).source(List.of("newsletter")),
                        null,
                        null,
                        bearer);
        long recordId = created.getId();
        Tour.check(created.getOrigin() == RecordView.OriginEnum.API, "a record, typed");

        ServiceTokenRecordResults batch = new RecordIngestionApi(client)
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
                        null,
                        service);
        Tour.check(
                batch.getResults().stream().allMatch(r -> r.getStatus() == 201 && r.getId() != null && r.getId() > 0),
                "a batch of two");

        String trackingId = new IntegrationsApi(client).getTrackingId(null, null, bearer).getTrackingId();
        File pixel = new RecordIngestionApi(client)
                .collectWebEvent(trackingId, "page_view", null, null, null, null, null, null, null);
        Tour.check(pixel.length() > 0, "the pixel answers its GIF");

        ReportPayload report = new ReportsApi(client)
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
                        null,
                        bearer);
        long reportId = report.getId();
        Tour.check(reportId > 0, "a report");

        SettingsView shared = new WidgetAccessApi(client)
                .changeWidgetAccess(
                        reportId, new AccessChange().access(AccessChange.AccessEnum.PUBLIC), null, null, bearer);
        Tour.check(URI.create(shared.getEmbedUrl()).getPath().startsWith("/embed/v1/reports/"), "a public link");

        WidgetPayload widget = new WidgetsApi(client)
                .getServiceTokenWidgetPayload(
                        reportId, null, null, null, null, null, null, null, null, null, service);
        double total = widget.getReportData().getReportChartDataSets().get(0).getData().stream()
                .mapToDouble(value -> value == null ? 0 : value.doubleValue())
                .sum();
        Tour.check(total == 240, "the widget's JSON payload adds up the sales");

        SettingsView rotated = new WidgetAccessApi(client).rotateWidgetPublicId(reportId, null, null, bearer);
        Tour.check(!rotated.getPublicId().equals(shared.getPublicId()), "rotating makes a new public ID");

        Board board = new BoardsApi(client)
                .createBoard(
                        new Board()
                                .name("Overview")
                                .addItemsItem(new BoardItem()
                                        .reportId(reportId)
                                        .widget(BoardItem.WidgetEnum.CHART)
                                        .width(BoardItem.WidthEnum.FULL)),
                        null,
                        null,
                        bearer);
        Tour.check(board.getId() > 0, "a board");

        RecordView read = new RecordsApi(client).getRecord(recordId, null, null, bearer);
        Tour.check(read.getId() == recordId && read.getSource().equals(List.of("newsletter")), "the record read back");

        try {
            new RecordsApi(client).getRecord(recordId + 1_000_000, null, null, bearer);
            Tour.check(false, "an unknown record is refused");
        } catch (ApiException refused) {
            Tour.check(
                    refused.getCode() == 404 && refused.getResponseBody().contains("\"status\":404"),
                    "an unknown record is a 404 problem");
        }
    }
}
