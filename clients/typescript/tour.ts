// The README's tour through a client generated from the service's OpenAPI document by
// openapi-typescript, with openapi-fetch: every answer is read through its generated type.
// Run by clients/check.sh: tsc --strict must accept it as it is, then it runs against BASE_URL.
import createClient from "openapi-fetch";
import type { paths } from "./schema.js";

const baseUrl = process.env.BASE_URL ?? "http://localhost:8080";
const api = createClient<paths>({ baseUrl });

function check(condition: boolean, what: string): void {
  if (!condition) {
    throw new Error(`tour failed: ${what}`);
  }
  console.log(`ok - ${what}`);
}

async function tour(): Promise<void> {
  const email = `tour-${Date.now()}@example.com`;
  const password = "a long password";

  const signedUp = await api.POST("/auth/signup", { body: { email, password, name: "Tour" } });
  if (!signedUp.data) throw new Error(`sign-up: ${JSON.stringify(signedUp.error)}`);
  check(signedUp.data.personalPropertyId > 0, "sign up answers the personal property's ID");

  const token = await api.POST("/auth/token", { body: { email, password } });
  if (!token.data) throw new Error(`token: ${JSON.stringify(token.error)}`);
  const bearer = { Authorization: `Bearer ${token.data.access_token}` };
  check(token.data.access_token.length > 0, "a bearer token");

  const serviceToken = await api.POST("/integrations/service-tokens", {
    headers: bearer,
    body: { name: "tour backend" },
  });
  if (!serviceToken.data) throw new Error(`service token: ${JSON.stringify(serviceToken.error)}`);
  const service = { "X-Service-Token": serviceToken.data.token };
  check(serviceToken.data.id > 0, "a service token");

  const created = await api.POST("/record", {
    headers: bearer,
    body: { type: "sale", value: 120, source: ["newsletter"] },
  });
  if (!created.data) throw new Error(`record: ${JSON.stringify(created.error)}`);
  const recordId: number = created.data.id;
  check(created.data.value === 120 && created.data.origin === "api", "a record, typed");

  const batch = await api.POST("/service_token/records", {
    headers: service,
    body: {
      records: [
        { type: "sale", value: 80, idempotencyKey: `tour-${email}-1` },
        { type: "sale", value: 40, tags: ["eu"] },
      ],
    },
  });
  if (!batch.data) throw new Error(`batch: ${JSON.stringify(batch.error)}`);
  check(batch.data.results.every((result) => result.status === 201 && (result.id ?? 0) > 0), "a batch of two");

  const tracking = await api.GET("/integrations/tracking-id", { headers: bearer });
  if (!tracking.data) throw new Error(`tracking ID: ${JSON.stringify(tracking.error)}`);
  const pixel = await api.GET("/record/collect_web_event", {
    params: { query: { trackingId: tracking.data.trackingId, type: "page_view" } },
    parseAs: "arrayBuffer",
  });
  check(pixel.response.status === 200 && (pixel.data?.byteLength ?? 0) > 0, "the pixel answers its GIF");

  // the bodies docs/reports-and-widgets.md shows, as they are printed there
  const report = await api.POST("/report/config", {
    headers: bearer,
    body: {
      name: "Sales", desc: "Closed deals, last 30 days", chartType: "bar",
      period: { last: 30, unit: "day" }, granularity: "day",
      dataSets: [{ label: "Sales", color: "#2f7ed8", aggregation: "sum", filter: { type: "sale" } },
                 { label: "Deals", color: "#8bbc21", aggregation: "count", filter: { type: "sale" }, axis: "right" }],
      format: { style: "currency", currency: "EUR", maximumFractionDigits: 0 },
    },
  });
  if (!report.data) throw new Error(`report: ${JSON.stringify(report.error)}`);
  const reportId = report.data.id ?? 0;
  check(reportId > 0, "a report");

  const calculated = await api.POST("/report/config", {
    headers: bearer,
    body: {
      name: "Return on ad spend",
      period: { last: 30, unit: "day" },
      dataSets: [
        { label: "Revenue", color: "#2f7ed8", key: "revenue", aggregation: "sum", filter: { type: "sale" },
          format: { style: "currency", currency: "EUR" } },
        { label: "Ad spend", color: "#d83f2f", key: "ad_spend", aggregation: "sum", filter: { type: "cost" } },
        { label: "Return on ad spend", color: "#111111", key: "roas", formula: "revenue / ad_spend",
          axis: "right", format: { style: "decimal", maximumFractionDigits: 2 } },
      ],
    },
  });
  check((calculated.data?.dataSets.length ?? 0) === 3, "a report with a calculated data set");

  const shared = await api.PUT("/report/config/{reportId}/widget-api", {
    headers: bearer,
    params: { path: { reportId } },
    body: { access: "public" },
  });
  if (!shared.data) throw new Error(`public link: ${JSON.stringify(shared.error)}`);
  check((shared.data.embedUrl ?? "").includes("/embed/v1/reports/"), "a public link");

  const widget = await api.GET("/service_token/v1/reports/{reportId}/widgets/chart/data.json", {
    headers: service,
    params: { path: { reportId } },
  });
  if (!widget.data) throw new Error(`widget JSON: ${JSON.stringify(widget.error)}`);
  const sales = widget.data.reportData.reportChartDataSets[0]?.data ?? [];
  const total = sales.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  check(widget.data.widget.type === "chart" && total === 240, "the widget's JSON payload adds up the sales");

  const rotated = await api.POST("/report/config/{reportId}/widget-api/rotate", {
    headers: bearer,
    params: { path: { reportId } },
  });
  if (!rotated.data) throw new Error(`rotate: ${JSON.stringify(rotated.error)}`);
  check(rotated.data.publicId !== shared.data.publicId, "rotating makes a new public ID");

  const board = await api.POST("/board/config", {
    headers: bearer,
    body: { name: "Overview", items: [{ reportId, widget: "chart", width: "full" }] },
  });
  if (!board.data) throw new Error(`board: ${JSON.stringify(board.error)}`);
  check((board.data.id ?? 0) > 0, "a board");

  const read = await api.GET("/record/{recordId}", { headers: bearer, params: { path: { recordId } } });
  if (!read.data) throw new Error(`read back: ${JSON.stringify(read.error)}`);
  check(read.data.id === recordId && read.data.source[0] === "newsletter", "the record read back");

  const missing = await api.GET("/record/{recordId}", {
    headers: bearer,
    params: { path: { recordId: recordId + 1_000_000 } },
  });
  check(missing.response.status === 404 && missing.error?.status === 404, "an unknown record is a typed problem");
}

tour().catch((failure: unknown) => {
  console.error(failure);
  process.exit(1);
});
