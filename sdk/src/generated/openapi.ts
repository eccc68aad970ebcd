// Generated from docs/openapi.json by sdk/scripts/generate.mjs (openapi-typescript).
// Do not edit: run `npm run generate -w sdk`; `npm run check -w sdk` fails when this file is stale.
/* eslint-disable */
export interface paths {
    "/oauth2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Client-credentials token request (RFC 6749 §4.4)
         * @description Also exchanges the authorization code of interactive sign-in (grant_type=authorization_code with code, redirect_uri, client_id, code_verifier and resource; public clients, PKCE S256).
         */
        post: operations["postOauth2Token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public keys that sign access tokens */
        get: operations["getWellKnownJwksJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth2/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Authorization endpoint: the staff sign-in form (OAuth 2.1 authorization code, PKCE S256) */
        get: operations["getOauth2Authorize"];
        put?: never;
        /** Submit the sign-in form: on success, back to the redirect URI with a single-use code */
        post: operations["postOauth2Authorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth2/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dynamic client registration (RFC 7591) for public MCP clients: loopback or https redirect URIs */
        post: operations["postOauth2Register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Protected-resource metadata (RFC 9728) for the partner API */
        get: operations["getWellKnownOauthProtectedResource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/v1/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Protected-resource metadata (RFC 9728) for the MCP endpoint */
        get: operations["getWellKnownOauthProtectedResourceV1Mcp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Authorization-server metadata (RFC 8414) */
        get: operations["getWellKnownOauthAuthorizationServer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: operations["getV1Ping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calling partner identity */
        get: operations["getV1Me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the granted sites */
        get: operations["getV1Sites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sites/{siteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One granted site */
        get: operations["getV1SitesBySiteId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List or search products of the granted sites */
        get: operations["getV1Products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sites/{siteId}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List or search the products of one granted site */
        get: operations["getV1SitesBySiteIdProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product with its variants */
        get: operations["getV1ProductsByProductId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a product (strict allow-list); returns the product re-read */
        patch: operations["patchV1ProductsByProductId"];
        trace?: never;
    };
    "/v1/products/{productId}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product's images */
        get: operations["getV1ProductsByProductIdImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{productId}/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product's template, read live from the template vendor */
        get: operations["getV1ProductsByProductIdTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{productId}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a quantity of the product */
        post: operations["postV1ProductsByProductIdQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Segments of the granted sites */
        get: operations["getV1Segments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{productId}/variants/{variantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a STOCK variant; returns the variant re-read */
        patch: operations["patchV1ProductsByProductIdVariantsByVariantId"];
        trace?: never;
    };
    "/v1/products/{productId}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an image; returns the product's whole image list */
        patch: operations["patchV1ProductsByProductIdImagesByImageId"];
        trace?: never;
    };
    "/v1/products/{productId}/segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the product's segment assignment; returns the product re-read */
        put: operations["putV1ProductsByProductIdSegments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shipping/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price delivery of a shipment from a product's fulfilment centre */
        post: operations["postV1ShippingQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List storefront users of the granted sites */
        get: operations["getV1Users"];
        put?: never;
        /** Create a storefront user; returns it as UserDetail */
        post: operations["postV1Users"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sites/{siteId}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the storefront users of one granted site */
        get: operations["getV1SitesBySiteIdUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user with its segments */
        get: operations["getV1UsersByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a user (seven fields); returns the user re-read */
        patch: operations["patchV1UsersByUserId"];
        trace?: never;
    };
    "/v1/users/{userId}/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's saved addresses (an unknown or ungranted user has none) */
        get: operations["getV1UsersByUserIdAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{userId}/segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the user's segments; returns the user re-read */
        put: operations["putV1UsersByUserIdSegments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/divisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Divisions of the granted sites, flat with parent links */
        get: operations["getV1Divisions"];
        put?: never;
        /** Create a division (always active) */
        post: operations["postV1Divisions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/divisions/{divisionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One division */
        get: operations["getV1DivisionsByDivisionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a division; returns it re-read. On sites not using division addresses this clears the stored address */
        patch: operations["patchV1DivisionsByDivisionId"];
        trace?: never;
    };
    "/v1/credit-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credit accounts of the granted sites */
        get: operations["getV1CreditAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sites/{siteId}/credit-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credit accounts of one granted site */
        get: operations["getV1SitesBySiteIdCreditAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit-accounts/{creditAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One credit account with its current balance */
        get: operations["getV1CreditAccountsByCreditAccountId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit-accounts/{creditAccountId}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's movements, oldest first */
        get: operations["getV1CreditAccountsByCreditAccountIdAdjustments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List orders of the granted sites, newest first */
        get: operations["getV1Orders"];
        put?: never;
        /** Submit an order; waits up to 20 seconds for the outcome */
        post: operations["postV1Orders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's submissions, newest first */
        get: operations["getV1OrdersSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/submissions/{submissionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One submission; Retry-After: 2 while not terminal */
        get: operations["getV1OrdersSubmissionsBySubmissionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{orderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order */
        get: operations["getV1OrdersByOrderNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{orderNumber}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's lines visible to the partner, by item number */
        get: operations["getV1OrdersByOrderNumberItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{orderNumber}/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's shipments, oldest first (cancelled ones included) */
        get: operations["getV1OrdersByOrderNumberShipments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{orderNumber}/items/{itemNumber}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The line's proof: status, files with fresh signed links, preview */
        get: operations["getV1OrdersByOrderNumberItemsByItemNumberProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{orderNumber}/items/{itemNumber}/proof/denial-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The denial reason codes this line offers */
        get: operations["getV1OrdersByOrderNumberItemsByItemNumberProofDenialReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{orderNumber}/items/{itemNumber}/proof/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve the proof (PENDING_REVIEW only); the line goes into production */
        post: operations["postV1OrdersByOrderNumberItemsByItemNumberProofApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{orderNumber}/items/{itemNumber}/proof/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline the proof with a reason this line offers (PENDING_REVIEW only) */
        post: operations["postV1OrdersByOrderNumberItemsByItemNumberProofDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{orderNumber}/items/{itemNumber}/artwork/upload-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reserve an upload: a single-use name and a signed PUT URL on storage */
        post: operations["postV1OrdersByOrderNumberItemsByItemNumberArtworkUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{orderNumber}/items/{itemNumber}/artwork": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach an uploaded file to the line (size and MD5 from storage); the line goes to prepress */
        post: operations["postV1OrdersByOrderNumberItemsByItemNumberArtwork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Model Context Protocol endpoint: one tool per partner action, listed by the caller's scopes */
        post: operations["postV1Mcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.status_changed: re-read GET /v1/orders/{orderNumber}
         * @description Says that something changed and names what to re-read (GET /v1/orders/{orderNumber}); never carries order contents, amounts or customer data. One attempt per event; deliveries may arrive out of order and more than once. The test ping (`test_ping`) arrives with this type too.
         */
        post: operations["webhookOrderStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.shipped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.shipped: re-read GET /v1/orders/{orderNumber}/shipments
         * @description Says that something changed and names what to re-read (GET /v1/orders/{orderNumber}/shipments); never carries order contents, amounts or customer data. One attempt per event; deliveries may arrive out of order and more than once.
         */
        post: operations["webhookShipmentShipped"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.cancelled: re-read GET /v1/orders/{orderNumber}/shipments
         * @description Says that something changed and names what to re-read (GET /v1/orders/{orderNumber}/shipments); never carries order contents, amounts or customer data. One attempt per event; deliveries may arrive out of order and more than once.
         */
        post: operations["webhookShipmentCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order_line.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order_line.cancelled: re-read GET /v1/orders/{orderNumber}/items
         * @description Says that something changed and names what to re-read (GET /v1/orders/{orderNumber}/items (the line shows `cancelled: true`)); never carries order contents, amounts or customer data. One attempt per event; deliveries may arrive out of order and more than once.
         */
        post: operations["webhookOrderLineCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    test_ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The synthetic test ping (type order.status_changed, eventId test_…)
         * @description The synthetic test ping staff send through the normal delivery path; it may arrive unannounced and bypasses the subscription filter. Verify its signature if signing is on, then discard it.
         */
        post: operations["webhookTestPing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description RFC 9457 problem document */
        Problem: {
            /** @enum {string} */
            type: "about:blank";
            title: string;
            status: number;
            code: string;
            detail: string;
            requestId: string;
        };
        /** @description The order's status changed. */
        OrderStatusChangedEvent: {
            /**
             * Format: uuid
             * @description Dedupe key: the same event may arrive more than once.
             */
            eventId: string;
            /**
             * @description The event type. Parsers ignore or log unknown types and never fail on them.
             * @constant
             */
            type: "order.status_changed";
            /**
             * Format: date-time
             * @description The publish time of the notification, not the commit time of the change; not an ordering clock.
             */
            occurredAt: string;
            /** @description The site of the order. */
            siteId: number;
            /** @description The order to re-read. */
            orderNumber: number;
            /** @description Present only for orders the partner submitted itself; absent otherwise. */
            partnerOrderId?: string;
        };
        /** @description A shipment of the order was shipped. */
        ShipmentShippedEvent: {
            /**
             * Format: uuid
             * @description Dedupe key: the same event may arrive more than once.
             */
            eventId: string;
            /**
             * @description The event type. Parsers ignore or log unknown types and never fail on them.
             * @constant
             */
            type: "shipment.shipped";
            /**
             * Format: date-time
             * @description The publish time of the notification, not the commit time of the change; not an ordering clock.
             */
            occurredAt: string;
            /** @description The site of the order. */
            siteId: number;
            /** @description The order to re-read. */
            orderNumber: number;
            /** @description Present only for orders the partner submitted itself; absent otherwise. */
            partnerOrderId?: string;
            /** @description The shipment that changed. */
            shipmentNumber: number;
        };
        /** @description A shipment of the order was cancelled. */
        ShipmentCancelledEvent: {
            /**
             * Format: uuid
             * @description Dedupe key: the same event may arrive more than once.
             */
            eventId: string;
            /**
             * @description The event type. Parsers ignore or log unknown types and never fail on them.
             * @constant
             */
            type: "shipment.cancelled";
            /**
             * Format: date-time
             * @description The publish time of the notification, not the commit time of the change; not an ordering clock.
             */
            occurredAt: string;
            /** @description The site of the order. */
            siteId: number;
            /** @description The order to re-read. */
            orderNumber: number;
            /** @description Present only for orders the partner submitted itself; absent otherwise. */
            partnerOrderId?: string;
            /** @description The shipment that changed. */
            shipmentNumber: number;
        };
        /** @description A line of the order was cancelled. */
        OrderLineCancelledEvent: {
            /**
             * Format: uuid
             * @description Dedupe key: the same event may arrive more than once.
             */
            eventId: string;
            /**
             * @description The event type. Parsers ignore or log unknown types and never fail on them.
             * @constant
             */
            type: "order_line.cancelled";
            /**
             * Format: date-time
             * @description The publish time of the notification, not the commit time of the change; not an ordering clock.
             */
            occurredAt: string;
            /** @description The site of the order. */
            siteId: number;
            /** @description The order to re-read. */
            orderNumber: number;
            /** @description Present only for orders the partner submitted itself; absent otherwise. */
            partnerOrderId?: string;
        };
        /** @description The synthetic test ping staff send through the normal delivery path; it may arrive unannounced and bypasses the subscription filter. Verify its signature if signing is on, then discard it. */
        TestPingEvent: {
            /** @description test_ followed by a UUID. */
            eventId: string;
            /** @constant */
            type: "order.status_changed";
            /** Format: date-time */
            occurredAt: string;
            /** @constant */
            siteId: 0;
            /** @constant */
            orderNumber: 0;
        };
    };
    responses: {
        /** @description The request was not received within the listener's request timeout; the connection is closed (`request_timeout`): a problem document */
        RequestTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request headers are larger than the listener accepts (16 KiB); the connection is closed (`request_headers_too_large`): a problem document */
        RequestHeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A documented path asked with a method it does not serve (`method_not_allowed`): a problem document */
        MethodNotAllowed: {
            headers: {
                /** @description The methods the path serves, e.g. `GET, HEAD`. */
                Allow?: string;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A method no operation of the API implements, on a path the document does not list (`not_implemented`): a problem document */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postOauth2Token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "client_credentials",
                 *       "client_id": "<the client id npm start prints>",
                 *       "client_secret": "<the secret issued with the client>",
                 *       "scope": "products:read sites:read"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    grant_type: "client_credentials" | "authorization_code";
                    client_id?: string;
                    /** @description client_credentials only */
                    client_secret?: string;
                    /** @description authorization_code only: the code from /oauth2/authorize */
                    code?: string;
                    /** @description authorization_code only: as sent to /oauth2/authorize */
                    redirect_uri?: string;
                    /** @description authorization_code only: the PKCE verifier */
                    code_verifier?: string;
                    /** @description authorization_code only (RFC 8707): as sent to /oauth2/authorize */
                    resource?: string;
                    /** @description Space-separated scopes, full (`partner-api/sites:read`) or short (`sites:read`); unheld or unknown ones are dropped. Omitted: every capability. */
                    scope?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        expires_in: number;
                        /** @description The granted scopes, space-separated, always in the full form. */
                        scope: string;
                    };
                };
            };
            /** @description RFC 6749 §5.2 error inside a problem document */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "about:blank";
                        title: string;
                        status: number;
                        /** @description Same as error */
                        code: string;
                        detail: string;
                        requestId: string;
                        error: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "rate_limit_exceeded" | "invalid_grant" | "invalid_scope";
                        error_description: string;
                    };
                };
            };
            /** @description invalid_client */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "about:blank";
                        title: string;
                        status: number;
                        /** @description Same as error */
                        code: string;
                        detail: string;
                        requestId: string;
                        error: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "rate_limit_exceeded" | "invalid_grant" | "invalid_scope";
                        error_description: string;
                    };
                };
            };
            /** @description Forbidden: the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description rate_limit_exceeded: the token endpoint's own limit, per source address, per client id and address, and per client id once its secret verified */
            429: {
                headers: {
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "about:blank";
                        title: string;
                        status: number;
                        /** @description Same as error */
                        code: string;
                        detail: string;
                        requestId: string;
                        error: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "rate_limit_exceeded" | "invalid_grant" | "invalid_scope";
                        error_description: string;
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getWellKnownJwksJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Forbidden: the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RFC 9457 problem document */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestHeadersTooLarge"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getOauth2Authorize: {
        parameters: {
            query: {
                response_type: "code";
                /** @description A registered client id, or the https URL of a Client ID Metadata Document */
                client_id: string;
                redirect_uri: string;
                code_challenge: string;
                code_challenge_method: "S256";
                /** @description RFC 8707: PUBLIC_BASE_URL/v1/mcp or PUBLIC_BASE_URL */
                resource: string;
                state?: string;
                /** @description Space-separated; omitted: every scope the partner holds */
                scope?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in form */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en">…<form method="post" action="/oauth2/authorize">…</form>…</html> */
                    "text/html": string;
                };
            };
            /** @description Back to the client's redirect URI with code and state (or error) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown client or unregistered redirect URI (`invalid_request`), no redirect. An HTML page when the caller accepts text/html, else a problem document (application/problem+json) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en">…<form method="post" action="/oauth2/authorize">…</form>…</html> */
                    "text/html": string;
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden: the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestHeadersTooLarge"];
            501: components["responses"]["NotImplemented"];
        };
    };
    postOauth2Authorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "response_type": "code",
                 *       "client_id": "0b9e3f7a-61f2-4a35-9a53-5b3c7f2d8e11",
                 *       "redirect_uri": "http://127.0.0.1:33418/callback",
                 *       "code_challenge": "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
                 *       "code_challenge_method": "S256",
                 *       "resource": "https://partner-api.example.com/v1/mcp",
                 *       "state": "af0ifjsldkj",
                 *       "csrf_token": "<from the form>",
                 *       "email": "jane@partner.example",
                 *       "password": "<password>"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    response_type: "code";
                    /** @description A registered client id, or the https URL of a Client ID Metadata Document */
                    client_id: string;
                    redirect_uri: string;
                    code_challenge: string;
                    /** @enum {string} */
                    code_challenge_method: "S256";
                    /** @description RFC 8707: PUBLIC_BASE_URL/v1/mcp or PUBLIC_BASE_URL */
                    resource: string;
                    state?: string;
                    /** @description Space-separated; omitted: every scope the partner holds */
                    scope?: string;
                    csrf_token: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Wrong email or password (or a disabled account): the form again, with one message for every cause */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en">…<form method="post" action="/oauth2/authorize">…</form>…</html> */
                    "text/html": string;
                };
            };
            /** @description Back to the client's redirect URI with code and state (or error) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown client or unregistered redirect URI (`invalid_request`). An HTML page when the caller accepts text/html, else a problem document (application/problem+json) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en">…<form method="post" action="/oauth2/authorize">…</form>…</html> */
                    "text/html": string;
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en">…<form method="post" action="/oauth2/authorize">…</form>…</html> */
                    "text/html": string;
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Too many sign-in attempts from this address or for this email address (`rate_limit_exceeded`; the token endpoint's limits, on buckets of their own); Retry-After says when to try again. An HTML page when the caller accepts text/html, else a problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en">…<form method="post" action="/oauth2/authorize">…</form>…</html> */
                    "text/html": string;
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            501: components["responses"]["NotImplemented"];
        };
    };
    postOauth2Register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "redirect_uris": [
                 *         "http://127.0.0.1:33418/callback"
                 *       ],
                 *       "client_name": "Claude Desktop",
                 *       "token_endpoint_auth_method": "none"
                 *     }
                 */
                "application/json": {
                    redirect_uris: string[];
                    client_name?: string;
                    /** @enum {string} */
                    token_endpoint_auth_method?: "none";
                    grant_types?: string[];
                    response_types?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client_id: string;
                        client_id_issued_at: number;
                        client_name?: string;
                        redirect_uris: string[];
                        /** @enum {string} */
                        token_endpoint_auth_method: "none";
                        grant_types: string[];
                        response_types: string[];
                    };
                };
            };
            /** @description invalid_redirect_uri or invalid_client_metadata (RFC 7591 §3.2.2) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Forbidden: the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestHeadersTooLarge"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getWellKnownOauthProtectedResource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resource: string;
                        authorization_servers: string[];
                        scopes_supported: string[];
                        bearer_methods_supported: string[];
                        resource_name: string;
                        resource_documentation: string;
                    };
                };
            };
            /** @description Forbidden: the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RFC 9457 problem document */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestHeadersTooLarge"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getWellKnownOauthProtectedResourceV1Mcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resource: string;
                        authorization_servers: string[];
                        scopes_supported: string[];
                        bearer_methods_supported: string[];
                        resource_name: string;
                        resource_documentation: string;
                    };
                };
            };
            /** @description Forbidden: the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RFC 9457 problem document */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestHeadersTooLarge"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getWellKnownOauthAuthorizationServer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The token issuer: PUBLIC_BASE_URL when set, else urn:partner-api:<ENVIRONMENT_NAME> */
                        issuer: string;
                        authorization_endpoint: string;
                        token_endpoint: string;
                        registration_endpoint: string;
                        jwks_uri: string;
                        scopes_supported: string[];
                        response_types_supported: string[];
                        grant_types_supported: string[];
                        code_challenge_methods_supported: string[];
                        token_endpoint_auth_methods_supported: string[];
                        authorization_response_iss_parameter_supported: boolean;
                        client_id_metadata_document_supported: boolean;
                        service_documentation: string;
                    };
                };
            };
            /** @description Forbidden: the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RFC 9457 problem document */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestHeadersTooLarge"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getV1Ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** Format: date-time */
                        time: string;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        partnerId: number;
                        name: string;
                        tier: "trial" | "standard" | "enterprise";
                        authMethod: "IDP_M2M" | "MTLS" | "IDP_USER";
                        /** @description The app client id (bearer) or certificate serial (mTLS) in use: confirms a rotation. */
                        credentialId: string;
                        grantedSiteIds: number[];
                        /** @description Effective scopes; authoritative. */
                        scopes: ("partner-api/orders:read" | "partner-api/orders:write" | "partner-api/products:read" | "partner-api/products:write" | "partner-api/users:read" | "partner-api/users:write" | "partner-api/divisions:read" | "partner-api/divisions:write" | "partner-api/credit:read" | "partner-api/sites:read")[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Sites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sites: {
                            siteId: number;
                            name: string;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1SitesBySiteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                siteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        siteId: number;
                        name: string;
                        url: string;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Products: {
        parameters: {
            query?: {
                /** @example 1 */
                siteId?: number;
                serviceType?: "STOCK" | "POD";
                /** @description Full-text search (needs siteId; no cursor; one ranked page). */
                q?: string;
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 100, maximum 500 (above it: capped). */
                limit?: number;
                /**
                 * @deprecated
                 * @description Refused: any value answers 400 `updated_since_not_supported`. No change-polling mechanism exists.
                 */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            productId: string;
                            siteId: number;
                            code: string;
                            name: string;
                            description: string | null;
                            metaDescription: string | null;
                            metaKeywords: string | null;
                            /** @description SLS_: the share uses its own display fields; always false on SLO_. */
                            overrideDisplay: boolean;
                            /** @enum {string} */
                            serviceType: "STOCK" | "POD";
                            /** @description TEMPLATE, UPLOAD or NONE; not a closed enumeration. */
                            artworkSource: string;
                            /** @enum {string} */
                            visibility: "ALL_USERS" | "SEGMENTS" | "HIDDEN";
                            requiresApproval: boolean;
                            minQuantity: number;
                            maxQuantity: number | null;
                            turnaroundBusinessDays: number | null;
                            /** Format: date-time */
                            createdOn: string;
                            /** Format: date-time */
                            updatedOn: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1SitesBySiteIdProducts: {
        parameters: {
            query?: {
                serviceType?: "STOCK" | "POD";
                /** @description Full-text search (needs siteId; no cursor; one ranked page). */
                q?: string;
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 100, maximum 500 (above it: capped). */
                limit?: number;
                /**
                 * @deprecated
                 * @description Refused: any value answers 400 `updated_since_not_supported`. No change-polling mechanism exists.
                 */
                updatedSince?: string;
            };
            header?: never;
            path: {
                /** @example 2 */
                siteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            productId: string;
                            siteId: number;
                            code: string;
                            name: string;
                            description: string | null;
                            metaDescription: string | null;
                            metaKeywords: string | null;
                            /** @description SLS_: the share uses its own display fields; always false on SLO_. */
                            overrideDisplay: boolean;
                            /** @enum {string} */
                            serviceType: "STOCK" | "POD";
                            /** @description TEMPLATE, UPLOAD or NONE; not a closed enumeration. */
                            artworkSource: string;
                            /** @enum {string} */
                            visibility: "ALL_USERS" | "SEGMENTS" | "HIDDEN";
                            requiresApproval: boolean;
                            minQuantity: number;
                            maxQuantity: number | null;
                            turnaroundBusinessDays: number | null;
                            /** Format: date-time */
                            createdOn: string;
                            /** Format: date-time */
                            updatedOn: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1ProductsByProductId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `SLO_<n>` (owned) or `SLS_<n>` (shared).
                 * @example SLO_1
                 */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: string;
                        siteId: number;
                        code: string;
                        name: string;
                        description: string | null;
                        metaDescription: string | null;
                        metaKeywords: string | null;
                        /** @description SLS_: the share uses its own display fields; always false on SLO_. */
                        overrideDisplay: boolean;
                        /** @enum {string} */
                        serviceType: "STOCK" | "POD";
                        /** @description TEMPLATE, UPLOAD or NONE; not a closed enumeration. */
                        artworkSource: string;
                        /** @enum {string} */
                        visibility: "ALL_USERS" | "SEGMENTS" | "HIDDEN";
                        requiresApproval: boolean;
                        minQuantity: number;
                        maxQuantity: number | null;
                        turnaroundBusinessDays: number | null;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: date-time */
                        updatedOn: string;
                        attribute1Name: string | null;
                        attribute2Name: string | null;
                        attribute3Name: string | null;
                        /** @description STOCK variants; [] for POD. */
                        variants: {
                            variantId: number;
                            sku: string | null;
                            attribute1Choice: string | null;
                            attribute2Choice: string | null;
                            attribute3Choice: string | null;
                            location: string | null;
                            weight: number | null;
                        }[];
                        /** @description Segments of the product's site it is visible to; [] for none. */
                        segmentIds: number[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchV1ProductsByProductId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `SLO_<n>` (owned) or `SLS_<n>` (shared).
                 * @example SLO_1
                 */
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Logo T-shirt (organic cotton)",
                 *       "visibility": "SEGMENTS",
                 *       "maxQuantity": 250
                 *     }
                 */
                "application/json": {
                    name?: string;
                    description?: string | null;
                    metaDescription?: string | null;
                    metaKeywords?: string | null;
                    /** @enum {string} */
                    visibility?: "ALL_USERS" | "SEGMENTS" | "HIDDEN";
                    requiresApproval?: boolean;
                    /** @description SLS_ only; false restores inheritance of the display fields. */
                    overrideDisplay?: boolean;
                    minQuantity?: number;
                    maxQuantity?: number;
                    turnaroundBusinessDays?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: string;
                        siteId: number;
                        code: string;
                        name: string;
                        description: string | null;
                        metaDescription: string | null;
                        metaKeywords: string | null;
                        /** @description SLS_: the share uses its own display fields; always false on SLO_. */
                        overrideDisplay: boolean;
                        /** @enum {string} */
                        serviceType: "STOCK" | "POD";
                        /** @description TEMPLATE, UPLOAD or NONE; not a closed enumeration. */
                        artworkSource: string;
                        /** @enum {string} */
                        visibility: "ALL_USERS" | "SEGMENTS" | "HIDDEN";
                        requiresApproval: boolean;
                        minQuantity: number;
                        maxQuantity: number | null;
                        turnaroundBusinessDays: number | null;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: date-time */
                        updatedOn: string;
                        attribute1Name: string | null;
                        attribute2Name: string | null;
                        attribute3Name: string | null;
                        /** @description STOCK variants; [] for POD. */
                        variants: {
                            variantId: number;
                            sku: string | null;
                            attribute1Choice: string | null;
                            attribute2Choice: string | null;
                            attribute3Choice: string | null;
                            location: string | null;
                            weight: number | null;
                        }[];
                        /** @description Segments of the product's site it is visible to; [] for none. */
                        segmentIds: number[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1ProductsByProductIdImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `SLO_<n>` (owned) or `SLS_<n>` (shared).
                 * @example SLO_1
                 */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        images: {
                            imageId: number;
                            imagePath: string;
                            sequence: number;
                            primary: boolean;
                            imageAlt: string | null;
                            attribution: string | null;
                            imageWidth: number | null;
                            imageHeight: number | null;
                        }[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1ProductsByProductIdTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `SLO_<n>` (owned) or `SLS_<n>` (shared).
                 * @example SLO_2
                 */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendor: string;
                        templateId: string | null;
                        variables: {
                            name: string;
                            displayName: string | null;
                            dataType: string | null;
                            listItems: string[] | null;
                        }[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1ProductsByProductIdQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `SLO_<n>` (owned) or `SLS_<n>` (shared).
                 * @example SLO_1
                 */
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quantity": 50
                 *     }
                 */
                "application/json": {
                    /** @description A positive integer. */
                    quantity: unknown & number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: string;
                        quantity: number;
                        /** @description Exact decimal amount as a string. */
                        unitPrice: string;
                        /** @description Exact decimal amount as a string. */
                        totalPrice: string;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Segments: {
        parameters: {
            query?: {
                /** @example 1 */
                siteId?: number;
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 100, maximum 500 (above it: capped). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        segments: {
                            segmentId: number;
                            siteId: number;
                            name: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchV1ProductsByProductIdVariantsByVariantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `SLO_<n>` (owned) or `SLS_<n>` (shared).
                 * @example SLO_1
                 */
                productId: string;
                /** @example 2 */
                variantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "location": "Aisle 4 / Bin M",
                 *       "weight": 5.8
                 *     }
                 */
                "application/json": {
                    attribute1Choice?: string;
                    attribute2Choice?: string;
                    attribute3Choice?: string;
                    location?: string | null;
                    weight?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        variantId: number;
                        sku: string | null;
                        attribute1Choice: string | null;
                        attribute2Choice: string | null;
                        attribute3Choice: string | null;
                        location: string | null;
                        weight: number | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchV1ProductsByProductIdImagesByImageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `SLO_<n>` (owned) or `SLS_<n>` (shared).
                 * @example SLO_1
                 */
                productId: string;
                /** @example 2 */
                imageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "imageAlt": "Back of the navy logo T-shirt",
                 *       "primary": true
                 *     }
                 */
                "application/json": {
                    imageAlt?: string | null;
                    sequence?: number;
                    /**
                     * @description Only true is accepted: makes this image primary and demotes the previous one (demote by promoting another).
                     * @enum {boolean}
                     */
                    primary?: true;
                    /** @description imagePath is read-only: refused by name (invalid_image_patch). */
                    readonly imagePath?: unknown;
                    /** @description attribution is read-only: refused by name (invalid_image_patch). */
                    readonly attribution?: unknown;
                    /** @description imageWidth is read-only: refused by name (invalid_image_patch). */
                    readonly imageWidth?: unknown;
                    /** @description imageHeight is read-only: refused by name (invalid_image_patch). */
                    readonly imageHeight?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        images: {
                            imageId: number;
                            imagePath: string;
                            sequence: number;
                            primary: boolean;
                            imageAlt: string | null;
                            attribution: string | null;
                            imageWidth: number | null;
                            imageHeight: number | null;
                        }[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putV1ProductsByProductIdSegments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `SLO_<n>` (owned) or `SLS_<n>` (shared).
                 * @example SLO_1
                 */
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "segmentIds": [
                 *         1,
                 *         2
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Replaces the assignment; [] clears it; duplicates collapse. */
                    segmentIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: string;
                        siteId: number;
                        code: string;
                        name: string;
                        description: string | null;
                        metaDescription: string | null;
                        metaKeywords: string | null;
                        /** @description SLS_: the share uses its own display fields; always false on SLO_. */
                        overrideDisplay: boolean;
                        /** @enum {string} */
                        serviceType: "STOCK" | "POD";
                        /** @description TEMPLATE, UPLOAD or NONE; not a closed enumeration. */
                        artworkSource: string;
                        /** @enum {string} */
                        visibility: "ALL_USERS" | "SEGMENTS" | "HIDDEN";
                        requiresApproval: boolean;
                        minQuantity: number;
                        maxQuantity: number | null;
                        turnaroundBusinessDays: number | null;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: date-time */
                        updatedOn: string;
                        attribute1Name: string | null;
                        attribute2Name: string | null;
                        attribute3Name: string | null;
                        /** @description STOCK variants; [] for POD. */
                        variants: {
                            variantId: number;
                            sku: string | null;
                            attribute1Choice: string | null;
                            attribute2Choice: string | null;
                            attribute3Choice: string | null;
                            location: string | null;
                            weight: number | null;
                        }[];
                        /** @description Segments of the product's site it is visible to; [] for none. */
                        segmentIds: number[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1ShippingQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "siteId": 1,
                 *       "productId": "SLO_1",
                 *       "shipTo": {
                 *         "country": "US",
                 *         "state": "OH",
                 *         "postalCode": "43215"
                 *       },
                 *       "weightOunces": 56
                 *     }
                 */
                "application/json": {
                    /** @description A granted site. */
                    siteId: number;
                    /** @description Product on siteId; selects the fulfilment origin. Without it no service is priced (422 shipping_quote_unavailable). */
                    productId?: string;
                    shipTo: {
                        /** @description ISO 3166-1 alpha-2 country code (e.g. US). */
                        country: string;
                        /** @description Subdivision code resolved within the country: the ISO 3166-2 suffix (OH) or the full code (US-OH). Empty string for a country without subdivisions. */
                        state: string;
                        /** @description Sent to the carrier as given; must be valid for the country. */
                        postalCode: string;
                    };
                    /** @description Total shipment weight in ounces (0 < w <= 5000000); the caller converts and multiplies by quantity. */
                    weightOunces: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Priced services, cheapest first; never empty. */
                        quotes: {
                            serviceName: string;
                            /** @description Exact decimal amount as a string. */
                            price: string;
                        }[];
                        /** @description Display strings; non-empty means a partial result. */
                        warnings: string[];
                        /** @description Informational display strings. */
                        messages: string[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Users: {
        parameters: {
            query?: {
                /** @example 1 */
                siteId?: number;
                divisionId?: number;
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 50, maximum 200 (above it: capped). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            userId: number;
                            siteId: number;
                            username: string | null;
                            email: string | null;
                            firstName: string | null;
                            lastName: string | null;
                            company: string | null;
                            phone: string | null;
                            /** @description false = cannot sign in; deactivated users stay listed. */
                            active: boolean;
                            divisionId: number | null;
                            /** Format: date-time */
                            createdOn: string;
                            /** Format: date-time */
                            updatedOn: string;
                            lastSigninOn: string | null;
                            ordersRequireApproval: boolean;
                            /** @description Read-only; a segments PUT sets it to false. */
                            allSegmentsVisible: boolean;
                            taxExempt: boolean;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1Users: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "siteId": 1,
                 *       "username": "jordan.kim",
                 *       "email": "jordan.kim@example.com",
                 *       "firstName": "Jordan",
                 *       "lastName": "Kim",
                 *       "divisionId": 2
                 *     }
                 */
                "application/json": {
                    /** @description A granted site. */
                    siteId: number;
                    /** @description Unique on the site, case-insensitively; not writable afterwards. */
                    username: string;
                    active?: boolean;
                    email: string;
                    firstName?: string;
                    lastName?: string;
                    company?: string | null;
                    phone?: string | null;
                    divisionId?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        siteId: number;
                        username: string | null;
                        email: string | null;
                        firstName: string | null;
                        lastName: string | null;
                        company: string | null;
                        phone: string | null;
                        /** @description false = cannot sign in; deactivated users stay listed. */
                        active: boolean;
                        divisionId: number | null;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: date-time */
                        updatedOn: string;
                        lastSigninOn: string | null;
                        ordersRequireApproval: boolean;
                        /** @description Read-only; a segments PUT sets it to false. */
                        allSegmentsVisible: boolean;
                        taxExempt: boolean;
                        /** @description Segments of the user's own site; [] for none. */
                        segments: {
                            segmentId: number;
                            name: string;
                            autoAssigned: boolean;
                        }[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1SitesBySiteIdUsers: {
        parameters: {
            query?: {
                divisionId?: number;
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 50, maximum 200 (above it: capped). */
                limit?: number;
            };
            header?: never;
            path: {
                /** @example 1 */
                siteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            userId: number;
                            siteId: number;
                            username: string | null;
                            email: string | null;
                            firstName: string | null;
                            lastName: string | null;
                            company: string | null;
                            phone: string | null;
                            /** @description false = cannot sign in; deactivated users stay listed. */
                            active: boolean;
                            divisionId: number | null;
                            /** Format: date-time */
                            createdOn: string;
                            /** Format: date-time */
                            updatedOn: string;
                            lastSigninOn: string | null;
                            ordersRequireApproval: boolean;
                            /** @description Read-only; a segments PUT sets it to false. */
                            allSegmentsVisible: boolean;
                            taxExempt: boolean;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1UsersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        siteId: number;
                        username: string | null;
                        email: string | null;
                        firstName: string | null;
                        lastName: string | null;
                        company: string | null;
                        phone: string | null;
                        /** @description false = cannot sign in; deactivated users stay listed. */
                        active: boolean;
                        divisionId: number | null;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: date-time */
                        updatedOn: string;
                        lastSigninOn: string | null;
                        ordersRequireApproval: boolean;
                        /** @description Read-only; a segments PUT sets it to false. */
                        allSegmentsVisible: boolean;
                        taxExempt: boolean;
                        /** @description Segments of the user's own site; [] for none. */
                        segments: {
                            segmentId: number;
                            name: string;
                            autoAssigned: boolean;
                        }[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchV1UsersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Dana",
                 *       "phone": null,
                 *       "divisionId": 1
                 *     }
                 */
                "application/json": {
                    active?: boolean;
                    email?: string;
                    firstName?: string;
                    lastName?: string;
                    company?: string | null;
                    phone?: string | null;
                    divisionId?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        siteId: number;
                        username: string | null;
                        email: string | null;
                        firstName: string | null;
                        lastName: string | null;
                        company: string | null;
                        phone: string | null;
                        /** @description false = cannot sign in; deactivated users stay listed. */
                        active: boolean;
                        divisionId: number | null;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: date-time */
                        updatedOn: string;
                        lastSigninOn: string | null;
                        ordersRequireApproval: boolean;
                        /** @description Read-only; a segments PUT sets it to false. */
                        allSegmentsVisible: boolean;
                        taxExempt: boolean;
                        /** @description Segments of the user's own site; [] for none. */
                        segments: {
                            segmentId: number;
                            name: string;
                            autoAssigned: boolean;
                        }[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1UsersByUserIdAddresses: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 50, maximum 200 (above it: capped). */
                limit?: number;
            };
            header?: never;
            path: {
                /** @example 3 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addresses: {
                            id: number;
                            siteId: number;
                            addressType: string | null;
                            company: string | null;
                            firstName: string | null;
                            lastName: string | null;
                            phone: string | null;
                            address1: string | null;
                            address2: string | null;
                            city: string | null;
                            zip: string | null;
                            country: string | null;
                            countryCode: string | null;
                            state: string | null;
                            stateCode: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putV1UsersByUserIdSegments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "segmentIds": [
                 *         1,
                 *         2
                 *       ],
                 *       "acknowledgeAllSegmentsVisibleReset": true
                 *     }
                 */
                "application/json": {
                    /** @description Replaces the assignment; [] clears it; duplicates collapse. */
                    segmentIds: number[];
                    /** @description Required (true) when the user currently has allSegmentsVisible. */
                    acknowledgeAllSegmentsVisibleReset?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        siteId: number;
                        username: string | null;
                        email: string | null;
                        firstName: string | null;
                        lastName: string | null;
                        company: string | null;
                        phone: string | null;
                        /** @description false = cannot sign in; deactivated users stay listed. */
                        active: boolean;
                        divisionId: number | null;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: date-time */
                        updatedOn: string;
                        lastSigninOn: string | null;
                        ordersRequireApproval: boolean;
                        /** @description Read-only; a segments PUT sets it to false. */
                        allSegmentsVisible: boolean;
                        taxExempt: boolean;
                        /** @description Segments of the user's own site; [] for none. */
                        segments: {
                            segmentId: number;
                            name: string;
                            autoAssigned: boolean;
                        }[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Divisions: {
        parameters: {
            query?: {
                /** @example 1 */
                siteId?: number;
                /** @description Only the direct children of this division. */
                parentId?: number;
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 50, maximum 200 (above it: capped). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        divisions: {
                            divisionId: number;
                            siteId: number;
                            name: string;
                            /** @description A label, not a key. */
                            code: string;
                            parentId: number | null;
                            active: boolean;
                            taxExempt: boolean;
                            auditSalesTaxForTerms: boolean;
                            /** Format: date-time */
                            createdOn: string;
                            /** Format: date-time */
                            updatedOn: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1Divisions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "siteId": 1,
                 *       "name": "North region",
                 *       "code": "NORTH",
                 *       "parentId": 1
                 *     }
                 */
                "application/json": {
                    /** @description A granted site. */
                    siteId: number;
                    name: string;
                    code: string;
                    parentId?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        divisionId: number;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1DivisionsByDivisionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 2 */
                divisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        divisionId: number;
                        siteId: number;
                        name: string;
                        /** @description A label, not a key. */
                        code: string;
                        parentId: number | null;
                        active: boolean;
                        taxExempt: boolean;
                        auditSalesTaxForTerms: boolean;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: date-time */
                        updatedOn: string;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchV1DivisionsByDivisionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 6 */
                divisionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "East region (retail)",
                 *       "parentId": null
                 *     }
                 */
                "application/json": {
                    name?: string;
                    code?: string;
                    parentId?: number | null;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        divisionId: number;
                        siteId: number;
                        name: string;
                        /** @description A label, not a key. */
                        code: string;
                        parentId: number | null;
                        active: boolean;
                        taxExempt: boolean;
                        auditSalesTaxForTerms: boolean;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: date-time */
                        updatedOn: string;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1CreditAccounts: {
        parameters: {
            query?: {
                /** @example 1 */
                siteId?: number;
                divisionId?: number;
                userId?: number;
                active?: "true" | "false";
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 50, maximum 200 (above it: capped). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creditAccounts: {
                            creditAccountId: number;
                            siteId: number;
                            divisionId: number | null;
                            userId: number | null;
                            /** @description Exact decimal amount as a string. */
                            amount: string;
                            /** @description Exact decimal amount as a string. */
                            currentBalance: string;
                            /** Format: date-time */
                            issuedOn: string;
                            startsOn: string | null;
                            stopsOn: string | null;
                            active: boolean;
                            templateName: string | null;
                            scope: ("USER" | "DIVISION") | null;
                            shippingApplicable: boolean | null;
                            handlingApplicable: boolean | null;
                            taxApplicable: boolean | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1SitesBySiteIdCreditAccounts: {
        parameters: {
            query?: {
                divisionId?: number;
                userId?: number;
                active?: "true" | "false";
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 50, maximum 200 (above it: capped). */
                limit?: number;
            };
            header?: never;
            path: {
                /** @example 1 */
                siteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creditAccounts: {
                            creditAccountId: number;
                            siteId: number;
                            divisionId: number | null;
                            userId: number | null;
                            /** @description Exact decimal amount as a string. */
                            amount: string;
                            /** @description Exact decimal amount as a string. */
                            currentBalance: string;
                            /** Format: date-time */
                            issuedOn: string;
                            startsOn: string | null;
                            stopsOn: string | null;
                            active: boolean;
                            templateName: string | null;
                            scope: ("USER" | "DIVISION") | null;
                            shippingApplicable: boolean | null;
                            handlingApplicable: boolean | null;
                            taxApplicable: boolean | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1CreditAccountsByCreditAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                creditAccountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creditAccountId: number;
                        siteId: number;
                        divisionId: number | null;
                        userId: number | null;
                        /** @description Exact decimal amount as a string. */
                        amount: string;
                        /** @description Exact decimal amount as a string. */
                        currentBalance: string;
                        /** Format: date-time */
                        issuedOn: string;
                        startsOn: string | null;
                        stopsOn: string | null;
                        active: boolean;
                        templateName: string | null;
                        scope: ("USER" | "DIVISION") | null;
                        shippingApplicable: boolean | null;
                        handlingApplicable: boolean | null;
                        taxApplicable: boolean | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1CreditAccountsByCreditAccountIdAdjustments: {
        parameters: {
            query?: {
                /** @description Upper-case movement code, e.g. PRODUCT_DEBIT. */
                type?: string;
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 50, maximum 200 (above it: capped). */
                limit?: number;
            };
            header?: never;
            path: {
                /** @example 1 */
                creditAccountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adjustments: {
                            adjustmentId: number;
                            creditAccountId: number;
                            /** @description Upper-case movement code: PRODUCT_DEBIT, SHIPPING_DEBIT, HANDLING_DEBIT, TAX_DEBIT, CREDIT, REFUND, EXPIRY, ADJUSTMENT. */
                            type: string;
                            /** @description Signed: negative draws on the account, positive adds to it. */
                            amount: string;
                            orderNumber: number | null;
                            note: string | null;
                            /** Format: date-time */
                            occurredOn: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Orders: {
        parameters: {
            query?: {
                /** @example 1 */
                siteId?: number;
                /** @description Orders placed at or after this instant. */
                placedFrom?: string;
                /** @description Orders placed at or before this instant. */
                placedTo?: string;
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 50, maximum 200 (above it: capped). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            orderNumber: number;
                            siteId: number;
                            /** @description RECEIVED, IN_PRODUCTION, ON_HOLD, PARTIALLY_SHIPPED, SHIPPED, COMPLETED or CANCELLED. */
                            status: string;
                            /** Format: date-time */
                            placedOn: string;
                            /** Format: date-time */
                            updatedOn: string;
                            partnerOrderId: string | null;
                            projectId: number;
                            divisionId: number | null;
                            shipTo: {
                                name: string;
                                company?: string;
                                address1: string;
                                address2?: string;
                                city: string;
                                state: string;
                                postalCode: string;
                                country: string;
                                phone?: string;
                                email?: string;
                            } | null;
                            billTo: {
                                name: string;
                                company?: string;
                                address1: string;
                                address2?: string;
                                city: string;
                                state: string;
                                postalCode: string;
                                country: string;
                                phone?: string;
                                email?: string;
                            } | null;
                            shippingProvider: string | null;
                            shippingMethod: string | null;
                            shippingService: string | null;
                            itemTotal: string | null;
                            handlingTotal: string | null;
                            shippingTotal: string | null;
                            totalPrice: string | null;
                            /** @description Lines visible in the items read. */
                            itemCount: number;
                            shipmentCount: number;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1Orders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "siteId": 1,
                 *       "partnerOrderId": "PO-10001",
                 *       "shipTo": {
                 *         "name": "Ada Lovelace",
                 *         "address1": "1 Main St",
                 *         "city": "Columbus",
                 *         "state": "OH",
                 *         "postalCode": "43004",
                 *         "country": "US",
                 *         "email": "ada@example.com"
                 *       },
                 *       "shippingMethod": "Ground",
                 *       "lines": [
                 *         {
                 *           "productId": "SLO_1",
                 *           "partnerLineId": "L1",
                 *           "quantity": 100,
                 *           "variantId": 1
                 *         },
                 *         {
                 *           "productId": "SLO_2",
                 *           "partnerLineId": "L2",
                 *           "quantity": 250,
                 *           "jobName": "Front desk cards",
                 *           "templateVariables": {
                 *             "fullName": "Ada Lovelace",
                 *             "jobTitle": "Head of analysis",
                 *             "office": "Boston",
                 *             "phone": "614-555-0100"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description A granted site. */
                    siteId: number;
                    /** @description The idempotency key: one submission per partner and partnerOrderId. */
                    partnerOrderId: string;
                    shipTo?: {
                        name: string;
                        company?: string;
                        address1: string;
                        address2?: string;
                        city: string;
                        state: string;
                        postalCode: string;
                        /** @description ISO 3166-1 alpha-2, exactly 2 characters. */
                        country: string;
                        phone?: string;
                        /** Format: email */
                        email?: string;
                    };
                    billTo?: {
                        name: string;
                        company?: string;
                        address1: string;
                        address2?: string;
                        city: string;
                        state: string;
                        postalCode: string;
                        /** @description ISO 3166-1 alpha-2, exactly 2 characters. */
                        country: string;
                        phone?: string;
                    };
                    /** @description An active division of siteId. */
                    divisionId?: number;
                    shippingProvider?: string;
                    shippingMethod?: string;
                    shippingNotes?: string;
                    lines: {
                        /** @description A product in the site's product list. */
                        productId: string;
                        /** @description Unique within the request; echoed on the order's lines. */
                        partnerLineId: string;
                        quantity: number;
                        /** @description Required for a STOCK product, omitted for POD. */
                        variantId?: number;
                        sku?: string;
                        jobName?: string;
                        artworkUrl?: string;
                        /** @description Flat string-to-string map, at most 50 entries; keys __proto__, constructor and prototype are refused. */
                        templateVariables?: {
                            [key: string]: string;
                        };
                        shipTo?: {
                            name: string;
                            company?: string;
                            address1: string;
                            address2?: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            /** @description ISO 3166-1 alpha-2, exactly 2 characters. */
                            country: string;
                            phone?: string;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        submissionId: string;
                        status: "queued" | "processing" | "completed" | "failed";
                        /** @description Present only when completed. */
                        order?: {
                            orderNumber: number;
                            status: string;
                            /** @description After adjustments (JSON number). */
                            totalPrice: number;
                            projectId: number;
                            lines: {
                                partnerLineId: string;
                                quantity: number;
                                /** @description Whole-line extended list amount, not per unit. */
                                lineListTotal: number;
                                /** @description Whole line before adjustments. */
                                lineTotalBeforeAdjustments: number;
                            }[];
                        };
                        /** @description Present only when failed, one entry per problem. */
                        errors?: {
                            /** @description order_rejected in practice; not a Problem code. */
                            code: string;
                            detail: string;
                            field?: string;
                            partnerLineId?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        submissionId: string;
                        status: "queued" | "processing" | "completed" | "failed";
                        /** @description Present only when completed. */
                        order?: {
                            orderNumber: number;
                            status: string;
                            /** @description After adjustments (JSON number). */
                            totalPrice: number;
                            projectId: number;
                            lines: {
                                partnerLineId: string;
                                quantity: number;
                                /** @description Whole-line extended list amount, not per unit. */
                                lineListTotal: number;
                                /** @description Whole line before adjustments. */
                                lineTotalBeforeAdjustments: number;
                            }[];
                        };
                        /** @description Present only when failed, one entry per problem. */
                        errors?: {
                            /** @description order_rejected in practice; not a Problem code. */
                            code: string;
                            detail: string;
                            field?: string;
                            partnerLineId?: string;
                        }[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1OrdersSubmissions: {
        parameters: {
            query?: {
                /** @description Only submissions in this status. */
                status?: "queued" | "processing" | "completed" | "failed";
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 50, maximum 100 (above it: rejected). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        submissions: {
                            /** Format: uuid */
                            submissionId: string;
                            status: "queued" | "processing" | "completed" | "failed";
                            /** @description Present only when completed. */
                            order?: {
                                orderNumber: number;
                                status: string;
                                /** @description After adjustments (JSON number). */
                                totalPrice: number;
                                projectId: number;
                                lines: {
                                    partnerLineId: string;
                                    quantity: number;
                                    /** @description Whole-line extended list amount, not per unit. */
                                    lineListTotal: number;
                                    /** @description Whole line before adjustments. */
                                    lineTotalBeforeAdjustments: number;
                                }[];
                            };
                            /** @description Present only when failed, one entry per problem. */
                            errors?: {
                                /** @description order_rejected in practice; not a Problem code. */
                                code: string;
                                detail: string;
                                field?: string;
                                partnerLineId?: string;
                            }[];
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1OrdersSubmissionsBySubmissionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A UUID.
                 * @example 5f0c2a4e-8d3b-4a51-9a3e-000000000002
                 */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        submissionId: string;
                        status: "queued" | "processing" | "completed" | "failed";
                        /** @description Present only when completed. */
                        order?: {
                            orderNumber: number;
                            status: string;
                            /** @description After adjustments (JSON number). */
                            totalPrice: number;
                            projectId: number;
                            lines: {
                                partnerLineId: string;
                                quantity: number;
                                /** @description Whole-line extended list amount, not per unit. */
                                lineListTotal: number;
                                /** @description Whole line before adjustments. */
                                lineTotalBeforeAdjustments: number;
                            }[];
                        };
                        /** @description Present only when failed, one entry per problem. */
                        errors?: {
                            /** @description order_rejected in practice; not a Problem code. */
                            code: string;
                            detail: string;
                            field?: string;
                            partnerLineId?: string;
                        }[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1OrdersByOrderNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 100001 */
                orderNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderNumber: number;
                        siteId: number;
                        /** @description RECEIVED, IN_PRODUCTION, ON_HOLD, PARTIALLY_SHIPPED, SHIPPED, COMPLETED or CANCELLED. */
                        status: string;
                        /** Format: date-time */
                        placedOn: string;
                        /** Format: date-time */
                        updatedOn: string;
                        partnerOrderId: string | null;
                        projectId: number;
                        divisionId: number | null;
                        shipTo: {
                            name: string;
                            company?: string;
                            address1: string;
                            address2?: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            phone?: string;
                            email?: string;
                        } | null;
                        billTo: {
                            name: string;
                            company?: string;
                            address1: string;
                            address2?: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            phone?: string;
                            email?: string;
                        } | null;
                        shippingProvider: string | null;
                        shippingMethod: string | null;
                        shippingService: string | null;
                        itemTotal: string | null;
                        handlingTotal: string | null;
                        shippingTotal: string | null;
                        totalPrice: string | null;
                        /** @description Lines visible in the items read. */
                        itemCount: number;
                        shipmentCount: number;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1OrdersByOrderNumberItems: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 50, maximum 200 (above it: capped). */
                limit?: number;
            };
            header?: never;
            path: {
                /** @example 100001 */
                orderNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            orderNumber: number;
                            siteId: number;
                            itemNumber: number;
                            sku: string | null;
                            productId: string;
                            productName: string;
                            productCode: string;
                            jobName: string | null;
                            externalId: string | null;
                            quantity: number;
                            lineListTotal: string | null;
                            lineTotal: string | null;
                            shipped: boolean;
                            shippedOn: string | null;
                            cancelled: boolean;
                            estimatedShipBy: string | null;
                            shipBy: string | null;
                            turnaroundBusinessDays: number | null;
                            productionStatus: string | null;
                            proofStatus: string | null;
                            note: string | null;
                            variantAttributes: {
                                name: string;
                                choice: string;
                            }[];
                            productDiscount: {
                                name: string;
                                /** @description Exact decimal amount as a string. */
                                percent: string;
                                /** @description Exact decimal amount as a string. */
                                amount: string;
                            } | null;
                            userDiscount: {
                                name: string;
                                /** @description Exact decimal amount as a string. */
                                percent: string;
                                /** @description Exact decimal amount as a string. */
                                amount: string;
                            } | null;
                            handlingAmount: string | null;
                            /** @description The platform has trouble with this line's artwork, data or production (no detail). */
                            problem: boolean;
                            reorder: boolean;
                            backorderQuantity: number | null;
                            /** @description false: no shipment will ever appear for this line. */
                            shippable: boolean;
                            digitalDelivery: boolean;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1OrdersByOrderNumberShipments: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page's nextCursor, passed back exactly. */
                cursor?: string;
                /** @description Page size, default 25, maximum 50 (above it: capped). */
                limit?: number;
            };
            header?: never;
            path: {
                /** @example 100003 */
                orderNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shipments: {
                            shipmentNumber: number;
                            orderNumber: number;
                            carrier: string | null;
                            service: string | null;
                            trackingNumber: string | null;
                            trackingUrl: string | null;
                            shipped: boolean;
                            shippedOn: string | null;
                            cancelled: boolean;
                            cancelledOn: string | null;
                            /** Format: date-time */
                            createdOn: string;
                            /** @description The visible lines this shipment carries. */
                            lines: {
                                itemNumber: number;
                                quantity: number;
                            }[];
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1OrdersByOrderNumberItemsByItemNumberProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 100001 */
                orderNumber: number;
                /** @example 500001 */
                itemNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderNumber: number;
                        itemNumber: number;
                        proofStatus: string | null;
                        /** @description Every consumer-visible proof file, oldest first, at most 200. */
                        files: {
                            name: string;
                            link: string | null;
                            active: boolean;
                            /** Format: date-time */
                            createdOn: string;
                        }[];
                        visualUrl: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1OrdersByOrderNumberItemsByItemNumberProofDenialReasons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 100001 */
                orderNumber: number;
                /** @example 500001 */
                itemNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderNumber: number;
                        itemNumber: number;
                        /** @description The codes a decline of this line accepts, in the platform's order. */
                        reasons: {
                            code: string;
                            description: string;
                        }[];
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1OrdersByOrderNumberItemsByItemNumberProofApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 100001 */
                orderNumber: number;
                /** @example 500001 */
                itemNumber: number;
            };
            cookie?: never;
        };
        /** @description No fields: send {} or no body. */
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderNumber: number;
                        itemNumber: number;
                        /** @description The decision accepted: APPROVED or DECLINED. */
                        proofStatus: string;
                        /** @description The denial code sent (decline only). */
                        reason?: string;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1OrdersByOrderNumberItemsByItemNumberProofDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 100001 */
                orderNumber: number;
                /** @example 500001 */
                itemNumber: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "TYPO",
                 *       "comment": "Phone number should read 512-555-0100."
                 *     }
                 */
                "application/json": {
                    /** @description A code from this line's denial-reasons list. */
                    reason: string;
                    /** @description Free text; whitespace-only counts as omitted. */
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderNumber: number;
                        itemNumber: number;
                        /** @description The decision accepted: APPROVED or DECLINED. */
                        proofStatus: string;
                        /** @description The denial code sent (decline only). */
                        reason?: string;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1OrdersByOrderNumberItemsByItemNumberArtworkUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 100001 */
                orderNumber: number;
                /** @example 500002 */
                itemNumber: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fileName": "business-card-front.pdf",
                 *       "contentType": "application/pdf"
                 *     }
                 */
                "application/json": {
                    /** @description A file name without slashes or control characters. */
                    fileName: string;
                    /** @description A media type; when sent, the PUT must carry exactly this Content-Type. */
                    contentType?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderNumber: number;
                        itemNumber: number;
                        reservationName: string;
                        /**
                         * Format: uri
                         * @description A credential: signed, single-purpose, about one minute.
                         */
                        uploadUrl: string;
                        /** @enum {string} */
                        uploadMethod: "PUT";
                        contentType: string | null;
                        expiresAt: string | null;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1OrdersByOrderNumberItemsByItemNumberArtwork: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 100001 */
                orderNumber: number;
                /** @example 500002 */
                itemNumber: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reservationName": "rsv_3q2-9XyZb7kLmN0pQrStUvWx"
                 *     }
                 */
                "application/json": {
                    reservationName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderNumber: number;
                        itemNumber: number;
                        /** @description The URL-safe stored name. */
                        fileName: string;
                        /** @description Bytes, as reported by storage. */
                        fileSize: number;
                        /** @description As reported by storage. */
                        md5: string;
                        active: boolean;
                    };
                };
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1Mcp: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The protocol revision: required on every request of 2026-07-28 (equal to the body's `_meta` protocolVersion) and after initialize in 2025-11-25.
                 * @example 2026-07-28
                 */
                "MCP-Protocol-Version"?: string;
                /**
                 * @description The JSON-RPC `method` of the body: required on every request (not notification) of 2026-07-28.
                 * @example tools/list
                 */
                "Mcp-Method"?: string;
                /**
                 * @description On `tools/call` of 2026-07-28: the tool name (`params.name`) of the body.
                 * @example get_me
                 */
                "Mcp-Name"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description One JSON-RPC message of the Model Context Protocol (Streamable HTTP; 2026-07-28 with the MCP-Protocol-Version and Mcp-Method headers, or 2025-11-25 after initialize). Send Accept: application/json, text/event-stream. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "jsonrpc": "2.0",
                 *       "id": 1,
                 *       "method": "tools/list",
                 *       "params": {
                 *         "_meta": {
                 *           "io.modelcontextprotocol/protocolVersion": "2026-07-28",
                 *           "io.modelcontextprotocol/clientCapabilities": {}
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    jsonrpc: "2.0";
                    method?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description A JSON-RPC response (application/json or a text/event-stream of messages) */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A notification, accepted */
            202: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem document (application/problem+json) */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem document (application/problem+json) */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json) */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json) */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    webhookOrderStatusChanged: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Repeats the payload `eventId`.
                 * @example 5f0c6f2e-8d1b-4c1e-9a53-2b7d0f6c1a44
                 */
                "Platform-Event-Id": string;
                /**
                 * @description Sent only when the endpoint has a signing secret. `t` is the send time in unix seconds, `v1` the lowercase hex HMAC-SHA-256 under the endpoint's secret of `<t>.` followed by the raw body bytes. Verify on the raw bytes (never a re-serialisation), reject a `t` more than 300 seconds from your clock or a header without `t` or `v1`, compare in constant time. The example signs the example body with the secret `whsec_example`.
                 * @example t=1768469400,v1=fe6c2cc4ac0c9c671bb376e2d00bbf43553a30362fd33ce14bc009b7933effed
                 */
                "Platform-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "eventId": "5f0c6f2e-8d1b-4c1e-9a53-2b7d0f6c1a44",
                 *       "type": "order.status_changed",
                 *       "occurredAt": "2026-01-15T09:30:00.000Z",
                 *       "siteId": 1,
                 *       "orderNumber": 100231,
                 *       "partnerOrderId": "PO-2026-0042"
                 *     }
                 */
                "application/json": components["schemas"]["OrderStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Received: a 2xx within 5 seconds is a successful delivery. Accept, enqueue and answer at once. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a refused connection or no answer within 5 seconds is a failed, final delivery: there is no retry (reconcile by re-polling GET /v1/orders). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookShipmentShipped: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Repeats the payload `eventId`.
                 * @example 5f0c6f2e-8d1b-4c1e-9a53-2b7d0f6c1a44
                 */
                "Platform-Event-Id": string;
                /**
                 * @description Sent only when the endpoint has a signing secret. `t` is the send time in unix seconds, `v1` the lowercase hex HMAC-SHA-256 under the endpoint's secret of `<t>.` followed by the raw body bytes. Verify on the raw bytes (never a re-serialisation), reject a `t` more than 300 seconds from your clock or a header without `t` or `v1`, compare in constant time. The example signs the example body with the secret `whsec_example`.
                 * @example t=1768469400,v1=044cd6686525a82dee87e1adf2767299abff268fecfc4ec57d9c16994ac39bd0
                 */
                "Platform-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "eventId": "5f0c6f2e-8d1b-4c1e-9a53-2b7d0f6c1a44",
                 *       "type": "shipment.shipped",
                 *       "occurredAt": "2026-01-15T09:30:00.000Z",
                 *       "siteId": 1,
                 *       "orderNumber": 100231,
                 *       "partnerOrderId": "PO-2026-0042",
                 *       "shipmentNumber": 1
                 *     }
                 */
                "application/json": components["schemas"]["ShipmentShippedEvent"];
            };
        };
        responses: {
            /** @description Received: a 2xx within 5 seconds is a successful delivery. Accept, enqueue and answer at once. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a refused connection or no answer within 5 seconds is a failed, final delivery: there is no retry (reconcile by re-polling GET /v1/orders). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookShipmentCancelled: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Repeats the payload `eventId`.
                 * @example 5f0c6f2e-8d1b-4c1e-9a53-2b7d0f6c1a44
                 */
                "Platform-Event-Id": string;
                /**
                 * @description Sent only when the endpoint has a signing secret. `t` is the send time in unix seconds, `v1` the lowercase hex HMAC-SHA-256 under the endpoint's secret of `<t>.` followed by the raw body bytes. Verify on the raw bytes (never a re-serialisation), reject a `t` more than 300 seconds from your clock or a header without `t` or `v1`, compare in constant time. The example signs the example body with the secret `whsec_example`.
                 * @example t=1768469400,v1=9895cc53e03bc2c85ba6981b1c426f890cc3babe8740829a924cf1a154ef047b
                 */
                "Platform-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "eventId": "5f0c6f2e-8d1b-4c1e-9a53-2b7d0f6c1a44",
                 *       "type": "shipment.cancelled",
                 *       "occurredAt": "2026-01-15T09:30:00.000Z",
                 *       "siteId": 1,
                 *       "orderNumber": 100231,
                 *       "shipmentNumber": 1
                 *     }
                 */
                "application/json": components["schemas"]["ShipmentCancelledEvent"];
            };
        };
        responses: {
            /** @description Received: a 2xx within 5 seconds is a successful delivery. Accept, enqueue and answer at once. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a refused connection or no answer within 5 seconds is a failed, final delivery: there is no retry (reconcile by re-polling GET /v1/orders). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderLineCancelled: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Repeats the payload `eventId`.
                 * @example 5f0c6f2e-8d1b-4c1e-9a53-2b7d0f6c1a44
                 */
                "Platform-Event-Id": string;
                /**
                 * @description Sent only when the endpoint has a signing secret. `t` is the send time in unix seconds, `v1` the lowercase hex HMAC-SHA-256 under the endpoint's secret of `<t>.` followed by the raw body bytes. Verify on the raw bytes (never a re-serialisation), reject a `t` more than 300 seconds from your clock or a header without `t` or `v1`, compare in constant time. The example signs the example body with the secret `whsec_example`.
                 * @example t=1768469400,v1=e857989088bfe0d3701b3d047c4c2550582acd82e9edaa57bae5210bd12a72f8
                 */
                "Platform-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "eventId": "5f0c6f2e-8d1b-4c1e-9a53-2b7d0f6c1a44",
                 *       "type": "order_line.cancelled",
                 *       "occurredAt": "2026-01-15T09:30:00.000Z",
                 *       "siteId": 1,
                 *       "orderNumber": 100231
                 *     }
                 */
                "application/json": components["schemas"]["OrderLineCancelledEvent"];
            };
        };
        responses: {
            /** @description Received: a 2xx within 5 seconds is a successful delivery. Accept, enqueue and answer at once. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a refused connection or no answer within 5 seconds is a failed, final delivery: there is no retry (reconcile by re-polling GET /v1/orders). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTestPing: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Repeats the payload `eventId`.
                 * @example test_0d9a8c1e-3b2f-4f6a-8e7d-1c2b3a4d5e6f
                 */
                "Platform-Event-Id": string;
                /**
                 * @description Sent only when the endpoint has a signing secret. `t` is the send time in unix seconds, `v1` the lowercase hex HMAC-SHA-256 under the endpoint's secret of `<t>.` followed by the raw body bytes. Verify on the raw bytes (never a re-serialisation), reject a `t` more than 300 seconds from your clock or a header without `t` or `v1`, compare in constant time. The example signs the example body with the secret `whsec_example`.
                 * @example t=1768469400,v1=1bb42f0885232941c3c198a1f20be3b107d4d48ec4ec306c4b611088feb1068a
                 */
                "Platform-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "eventId": "test_0d9a8c1e-3b2f-4f6a-8e7d-1c2b3a4d5e6f",
                 *       "type": "order.status_changed",
                 *       "occurredAt": "2026-01-15T09:30:00.000Z",
                 *       "siteId": 0,
                 *       "orderNumber": 0
                 *     }
                 */
                "application/json": components["schemas"]["TestPingEvent"];
            };
        };
        responses: {
            /** @description Received: a 2xx within 5 seconds is a successful delivery. Accept, enqueue and answer at once. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a refused connection or no answer within 5 seconds is a failed, final delivery: there is no retry (reconcile by re-polling GET /v1/orders). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
