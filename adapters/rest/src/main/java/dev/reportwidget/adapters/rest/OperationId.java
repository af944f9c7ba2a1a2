package dev.reportwidget.adapters.rest;

import java.util.Arrays;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Every operation of the published document, by capability: each value gives the ID its resource
 * method's {@code @Operation} names through {@link OperationIds}, and each ID belongs to exactly one
 * resource method.
 */
public enum OperationId {
    // Identity (auth)
    SIGN_UP(OperationIds.SIGN_UP),
    ISSUE_TOKEN(OperationIds.ISSUE_TOKEN),
    CHANGE_PASSWORD(OperationIds.CHANGE_PASSWORD),

    // Integrations (integration)
    CREATE_EMBED_KEY(OperationIds.CREATE_EMBED_KEY),
    LIST_EMBED_KEYS(OperationIds.LIST_EMBED_KEYS),
    DELETE_EMBED_KEY(OperationIds.DELETE_EMBED_KEY),
    CREATE_SERVICE_TOKEN(OperationIds.CREATE_SERVICE_TOKEN),
    LIST_SERVICE_TOKENS(OperationIds.LIST_SERVICE_TOKENS),
    GET_SERVICE_TOKEN(OperationIds.GET_SERVICE_TOKEN),
    REVOKE_SERVICE_TOKEN(OperationIds.REVOKE_SERVICE_TOKEN),
    GET_TRACKING_ID(OperationIds.GET_TRACKING_ID),
    RESTRICT_TRACKING_ID(OperationIds.RESTRICT_TRACKING_ID),
    ROTATE_TRACKING_ID(OperationIds.ROTATE_TRACKING_ID),

    // Properties (property)
    LIST_PROPERTIES(OperationIds.LIST_PROPERTIES),
    CREATE_PROPERTY(OperationIds.CREATE_PROPERTY),
    GET_PROPERTY(OperationIds.GET_PROPERTY),
    UPDATE_PROPERTY(OperationIds.UPDATE_PROPERTY),
    ADD_PROPERTY_MEMBER(OperationIds.ADD_PROPERTY_MEMBER),
    REMOVE_PROPERTY_MEMBER(OperationIds.REMOVE_PROPERTY_MEMBER),
    LIST_PROPERTY_MEMBERS(OperationIds.LIST_PROPERTY_MEMBERS),
    CHANGE_PROPERTY_MEMBER_ROLE(OperationIds.CHANGE_PROPERTY_MEMBER_ROLE),

    // Records and their ingestion (record)
    CREATE_RECORDS_IN_BULK(OperationIds.CREATE_RECORDS_IN_BULK),
    RUN_RECORD_BATCH(OperationIds.RUN_RECORD_BATCH),
    LIST_RECORDS(OperationIds.LIST_RECORDS),
    EXPORT_RECORDS(OperationIds.EXPORT_RECORDS),
    GET_RECORD(OperationIds.GET_RECORD),
    CREATE_RECORD(OperationIds.CREATE_RECORD),
    PATCH_RECORD(OperationIds.PATCH_RECORD),
    DELETE_RECORD(OperationIds.DELETE_RECORD),
    INGEST_RECORD(OperationIds.INGEST_RECORD),
    INGEST_RECORDS(OperationIds.INGEST_RECORDS),
    COLLECT_WEB_EVENT(OperationIds.COLLECT_WEB_EVENT),
    COLLECT_WEB_EVENT_BEACON(OperationIds.COLLECT_WEB_EVENT_BEACON),
    IMPORT_RECORDS(OperationIds.IMPORT_RECORDS),

    // Reports (report)
    CREATE_REPORT(OperationIds.CREATE_REPORT),
    LIST_REPORTS(OperationIds.LIST_REPORTS),
    GET_REPORT(OperationIds.GET_REPORT),
    REPLACE_REPORT(OperationIds.REPLACE_REPORT),
    DELETE_REPORT(OperationIds.DELETE_REPORT),

    // Boards (board)
    CREATE_BOARD(OperationIds.CREATE_BOARD),
    LIST_BOARDS(OperationIds.LIST_BOARDS),
    GET_BOARD(OperationIds.GET_BOARD),
    REPLACE_BOARD(OperationIds.REPLACE_BOARD),
    DELETE_BOARD(OperationIds.DELETE_BOARD),
    GET_BOARD_SHARING(OperationIds.GET_BOARD_SHARING),
    CHANGE_BOARD_SHARING(OperationIds.CHANGE_BOARD_SHARING),
    ROTATE_BOARD_PUBLIC_ID(OperationIds.ROTATE_BOARD_PUBLIC_ID),
    LIST_SHARED_BOARDS(OperationIds.LIST_SHARED_BOARDS),

    // Widgets, their access and sharing (widget)
    GET_EMBED_SCRIPT(OperationIds.GET_EMBED_SCRIPT),
    GET_ELEMENT_SCRIPT(OperationIds.GET_ELEMENT_SCRIPT),
    GET_OEMBED(OperationIds.GET_OEMBED),
    GET_PUBLIC_BOARD(OperationIds.GET_PUBLIC_BOARD),
    GET_PUBLIC_BOARD_ITEM_DATA(OperationIds.GET_PUBLIC_BOARD_ITEM_DATA),
    GET_PUBLIC_WIDGET(OperationIds.GET_PUBLIC_WIDGET),
    GET_PUBLIC_WIDGET_DATA(OperationIds.GET_PUBLIC_WIDGET_DATA),
    GET_PUBLIC_NUMBER_WIDGET(OperationIds.GET_PUBLIC_NUMBER_WIDGET),
    GET_PUBLIC_NUMBER_WIDGET_DATA(OperationIds.GET_PUBLIC_NUMBER_WIDGET_DATA),
    GET_SERVICE_TOKEN_BOARD(OperationIds.GET_SERVICE_TOKEN_BOARD),
    GET_SERVICE_TOKEN_WIDGET(OperationIds.GET_SERVICE_TOKEN_WIDGET),
    GET_SERVICE_TOKEN_NUMBER_WIDGET(OperationIds.GET_SERVICE_TOKEN_NUMBER_WIDGET),
    GET_SERVICE_TOKEN_WIDGET_PAYLOAD(OperationIds.GET_SERVICE_TOKEN_WIDGET_PAYLOAD),
    GET_SERVICE_TOKEN_NUMBER_WIDGET_PAYLOAD(OperationIds.GET_SERVICE_TOKEN_NUMBER_WIDGET_PAYLOAD),
    GET_SERVICE_TOKEN_BOARD_PAYLOAD(OperationIds.GET_SERVICE_TOKEN_BOARD_PAYLOAD),
    LIST_SHARED_WIDGETS(OperationIds.LIST_SHARED_WIDGETS),
    GET_SIGNED_WIDGET(OperationIds.GET_SIGNED_WIDGET),
    GET_SIGNED_WIDGET_DATA(OperationIds.GET_SIGNED_WIDGET_DATA),
    GET_SIGNED_BOARD_ITEM_DATA(OperationIds.GET_SIGNED_BOARD_ITEM_DATA),
    GET_WIDGET_SETTINGS(OperationIds.GET_WIDGET_SETTINGS),
    CHANGE_WIDGET_ACCESS(OperationIds.CHANGE_WIDGET_ACCESS),
    ROTATE_WIDGET_PUBLIC_ID(OperationIds.ROTATE_WIDGET_PUBLIC_ID);

    private static final Map<String, OperationId> BY_ID =
            Arrays.stream(values()).collect(Collectors.toUnmodifiableMap(OperationId::id, Function.identity()));

    private final String id;

    OperationId(String id) {
        this.id = id;
    }

    /** The operation's ID in the document. */
    public String id() {
        return id;
    }

    /** The operation the document names {@code id}; null for an ID of no operation of this service. */
    static OperationId of(String id) {
        return id == null ? null : BY_ID.get(id);
    }
}
