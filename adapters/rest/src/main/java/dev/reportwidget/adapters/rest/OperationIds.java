package dev.reportwidget.adapters.rest;

/**
 * The ID of every operation of the published document, as a constant an {@code @Operation}
 * annotation can name; {@link OperationId} has one value for each, by the same name.
 */
public interface OperationIds {
    // Identity (auth)
    String SIGN_UP = "signUp";
    String ISSUE_TOKEN = "issueToken";
    String CHANGE_PASSWORD = "changePassword";

    // Integrations (integration)
    String CREATE_EMBED_KEY = "createEmbedKey";
    String LIST_EMBED_KEYS = "listEmbedKeys";
    String DELETE_EMBED_KEY = "deleteEmbedKey";
    String CREATE_SERVICE_TOKEN = "createServiceToken";
    String LIST_SERVICE_TOKENS = "listServiceTokens";
    String GET_SERVICE_TOKEN = "getServiceToken";
    String REVOKE_SERVICE_TOKEN = "revokeServiceToken";
    String GET_TRACKING_ID = "getTrackingId";
    String RESTRICT_TRACKING_ID = "restrictTrackingId";
    String ROTATE_TRACKING_ID = "rotateTrackingId";

    // Properties (property)
    String LIST_PROPERTIES = "listProperties";
    String CREATE_PROPERTY = "createProperty";
    String GET_PROPERTY = "getProperty";
    String UPDATE_PROPERTY = "updateProperty";
    String ADD_PROPERTY_MEMBER = "addPropertyMember";
    String REMOVE_PROPERTY_MEMBER = "removePropertyMember";
    String LIST_PROPERTY_MEMBERS = "listPropertyMembers";
    String CHANGE_PROPERTY_MEMBER_ROLE = "changePropertyMemberRole";

    // Records and their ingestion (record)
    String CREATE_RECORDS_IN_BULK = "createRecordsInBulk";
    String RUN_RECORD_BATCH = "runRecordBatch";
    String LIST_RECORDS = "listRecords";
    String EXPORT_RECORDS = "exportRecords";
    String GET_RECORD = "getRecord";
    String CREATE_RECORD = "createRecord";
    String PATCH_RECORD = "patchRecord";
    String DELETE_RECORD = "deleteRecord";
    String INGEST_RECORD = "ingestRecord";
    String INGEST_RECORDS = "ingestRecords";
    String COLLECT_WEB_EVENT = "collectWebEvent";
    String COLLECT_WEB_EVENT_BEACON = "collectWebEventBeacon";
    String IMPORT_RECORDS = "importRecords";

    // Reports (report)
    String CREATE_REPORT = "createReport";
    String LIST_REPORTS = "listReports";
    String GET_REPORT = "getReport";
    String REPLACE_REPORT = "replaceReport";
    String DELETE_REPORT = "deleteReport";

    // Boards (board)
    String CREATE_BOARD = "createBoard";
    String LIST_BOARDS = "listBoards";
    String GET_BOARD = "getBoard";
    String REPLACE_BOARD = "replaceBoard";
    String DELETE_BOARD = "deleteBoard";
    String GET_BOARD_SHARING = "getBoardSharing";
    String CHANGE_BOARD_SHARING = "changeBoardSharing";
    String ROTATE_BOARD_PUBLIC_ID = "rotateBoardPublicId";
    String LIST_SHARED_BOARDS = "listSharedBoards";

    // Widgets, their access and sharing (widget)
    String GET_EMBED_SCRIPT = "getEmbedScript";
    String GET_ELEMENT_SCRIPT = "getElementScript";
    String GET_OEMBED = "getOEmbed";
    String GET_PUBLIC_BOARD = "getPublicBoard";
    String GET_PUBLIC_BOARD_ITEM_DATA = "getPublicBoardItemData";
    String GET_PUBLIC_WIDGET = "getPublicWidget";
    String GET_PUBLIC_WIDGET_DATA = "getPublicWidgetData";
    String GET_PUBLIC_NUMBER_WIDGET = "getPublicNumberWidget";
    String GET_PUBLIC_NUMBER_WIDGET_DATA = "getPublicNumberWidgetData";
    String GET_SERVICE_TOKEN_BOARD = "getServiceTokenBoard";
    String GET_SERVICE_TOKEN_WIDGET = "getServiceTokenWidget";
    String GET_SERVICE_TOKEN_NUMBER_WIDGET = "getServiceTokenNumberWidget";
    String GET_SERVICE_TOKEN_WIDGET_PAYLOAD = "getServiceTokenWidgetPayload";
    String GET_SERVICE_TOKEN_NUMBER_WIDGET_PAYLOAD = "getServiceTokenNumberWidgetPayload";
    String GET_SERVICE_TOKEN_BOARD_PAYLOAD = "getServiceTokenBoardPayload";
    String LIST_SHARED_WIDGETS = "listSharedWidgets";
    String GET_SIGNED_WIDGET = "getSignedWidget";
    String GET_SIGNED_WIDGET_DATA = "getSignedWidgetData";
    String GET_SIGNED_BOARD_ITEM_DATA = "getSignedBoardItemData";
    String GET_WIDGET_SETTINGS = "getWidgetSettings";
    String CHANGE_WIDGET_ACCESS = "changeWidgetAccess";
    String ROTATE_WIDGET_PUBLIC_ID = "rotateWidgetPublicId";
}
