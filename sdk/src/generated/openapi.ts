// Generated from docs/openapi-sandbox.json by sdk/scripts/generate.mjs.
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
        post: operations["accessToken"];
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
        /**
         * The public keys that sign access tokens
         * @description The JSON Web Key Set of the environment's signing key. Access tokens are ES256 JWTs signed with it; a resource server can verify them offline.
         */
        get: operations["jwks"];
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
        /**
         * Authorization endpoint: the staff sign-in form (OAuth 2.1 authorization code, PKCE S256)
         * @description Interactive sign-in for MCP clients (authorization code with PKCE S256): shows the staff sign-in form. The client is registered first (POST /oauth2/register); the redirect URI must be one it registered. A request that is not valid is refused on a page of our own (400), never redirected to the client: the only redirect is the code, after a person signed in.
         */
        get: operations["authorizePage"];
        put?: never;
        /**
         * Submit the sign-in form: on success, back to the redirect URI with a single-use code
         * @description Submits the sign-in form. On success the browser goes back to the redirect URI with a single-use authorization code and `iss`; on failure the form is shown again.
         */
        post: operations["authorize"];
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
        /**
         * Dynamic client registration (RFC 7591) for public MCP clients: loopback or https redirect URIs
         * @description Dynamic client registration (RFC 7591) for public MCP clients. Redirect URIs must be loopback or https; the answer is the registered client with its client_id. Limited per source address (a burst of 10, then one a minute). A client no sign-in has used is deleted after a day, and one unused for 90 days.
         */
        post: operations["registerClient"];
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
        /**
         * Protected-resource metadata (RFC 9728) for the partner API
         * @description Protected-resource metadata (RFC 9728): the authorization server and the scopes of the partner API.
         */
        get: operations["protectedResourceMetadata"];
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
        /**
         * Protected-resource metadata (RFC 9728) for the MCP endpoint
         * @description Protected-resource metadata (RFC 9728) for the MCP endpoint: where an MCP client obtains a token to call POST /v1/mcp.
         */
        get: operations["mcpProtectedResourceMetadata"];
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
        /**
         * Authorization-server metadata (RFC 8414)
         * @description Authorization-server metadata (RFC 8414): the token, authorization and registration endpoints, the supported grants and PKCE methods.
         */
        get: operations["authorizationServerMetadata"];
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
        /**
         * Liveness
         * @description Liveness of the API. Needs no scope; on the mTLS host it still needs the client certificate.
         */
        get: operations["ping"];
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
        /**
         * The calling partner identity
         * @description The identity the credential resolves to: `partnerId`, `authMethod`, `grantedSiteIds` (bare site ids) and `scopes` (the effective scopes). Needs no scope.
         */
        get: operations["me"];
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
        /**
         * List the granted sites
         * @description The names and URLs of the sites granted to the partner.
         */
        get: operations["sitesList"];
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
        /**
         * One granted site
         * @description One granted site. An unknown or ungranted site is 404 `site_not_found`.
         */
        get: operations["sitesGet"];
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
        /**
         * List or search products of the granted sites
         * @description Products of the granted sites, filtered by `siteId` and `serviceType` (`STOCK` or `POD`), paged by `cursor` and `limit` (default 100, capped at 500). `q` searches: it must be non-blank, requires `siteId`, cannot be combined with `cursor` (a search returns a ranked set with `nextCursor` null) and is 400 `search_not_available` where the environment has no search. `updatedSince` is always refused.
         */
        get: operations["productsList"];
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
        /**
         * List or search the products of one granted site
         * @description The product list filtered to one granted site; `q` is allowed here without `siteId`. An ungranted site is 404 `site_not_found`.
         */
        get: operations["sitesProducts"];
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
        /**
         * One product with its variants
         * @description One product with its variants. Product ids are strings (`SLO_` for a product the site owns, `SLS_` for one shared to it); a product on an ungranted site answers exactly like a missing one.
         */
        get: operations["productsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a product (strict allow-list); returns the product re-read
         * @description Changes a product through a strict allow-list; an empty body is refused. `visibility`, `requiresApproval`, `overrideDisplay`, `minQuantity` and `maxQuantity` can be set but not cleared (`null_not_supported`). On an `SLS_` product, `null` for `description`, `metaDescription` or `metaKeywords` is 400 `sls_null_backfills_master`. `"overrideDisplay": false` restores inheritance of those fields together. A wrong-shape or unwritable field is `invalid_product_patch`. Returns the product re-read.
         */
        patch: operations["productsUpdate"];
        trace?: never;
    };
    "/v1/products/{productId}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product's images
         * @description The product's images, as `{images: [Image]}`.
         */
        get: operations["productsImages"];
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
        /**
         * The product's template, read live from the template vendor
         * @description The template record of a product whose `artworkSource` is `TEMPLATE`, read live from the template service (no cache): each variable's `name` is the exact key to send in `templateVariables`. A product that is not templated, uses an unsupported legacy vendor, or has no document configured is 404 `template_not_found` alike.
         */
        get: operations["productsTemplate"];
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
        /**
         * Price a quantity of the product
         * @description Prices a quantity (a positive integer) of the product. Business validation, such as a quantity over the configured maximum, is 422 `quote_invalid` with the message in `detail`.
         */
        post: operations["productsQuote"];
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
        /**
         * Segments of the granted sites
         * @description The segments of the granted sites, to assign to products and users.
         */
        get: operations["segmentsList"];
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
        /**
         * Change a STOCK variant; returns the variant re-read
         * @description Changes a STOCK variant: `attribute1Choice`, `attribute2Choice`, `attribute3Choice`, `location` and `weight` are writable. POD products have no addressable variant (`variant_not_site_addressable`). Returns the variant re-read.
         */
        patch: operations["productsUpdateVariant"];
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
        /**
         * Change an image; returns the product's whole image list
         * @description Changes an image: at least one of `imageAlt` (string, or null to clear it), `sequence` and `primary` (only `true`: makes this image primary and demotes the previous one). `imagePath`, `attribution`, `imageWidth` and `imageHeight` are refused by name. An image of another product is 404 `image_not_found`, like a missing one. Returns the product's whole image list.
         */
        patch: operations["productsUpdateImage"];
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
        /**
         * Replace the product's segment assignment; returns the product re-read
         * @description Replaces the product's segment assignment with `segmentIds`. A malformed body or an unknown field is `invalid_segments_body`; any id not on the product's site is `invalid_segment_ids` and nothing changes. Returns the product re-read.
         */
        put: operations["productsSetSegments"];
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
        /**
         * Price delivery of a shipment from a product's fulfilment centre
         * @description Prices delivery of a shipment of `weightOunces` (0 < w <= 5,000,000; the caller converts and multiplies by quantity) to `shipTo` from the fulfilment centre of `productId`, which must belong to `siteId`. An unknown country is 422 `unknown_country_code`, an unknown state 422 `unknown_state_code`, nothing priced 422 `shipping_quote_unavailable` (an invalid postal code is the common cause); an empty result is never a 200. Body failures are `invalid_shipping_quote_request`.
         */
        post: operations["shippingQuote"];
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
        /**
         * List storefront users of the granted sites
         * @description Storefront users of the granted sites, filtered by `siteId` and `divisionId`, paged by `cursor` and `limit` (default 50, capped at 200). A strict allow-list of fields: no credential, reset token or payment identifier is ever present.
         */
        get: operations["usersList"];
        put?: never;
        /**
         * Create a storefront user; returns it as UserDetail
         * @description Creates a storefront user on a granted site and returns it as UserDetail. A duplicate username or email on the site is 409 `user_already_exists`; the platform's refusal is 400 `monolith_rejected` with a generic message.
         */
        post: operations["usersCreate"];
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
        /**
         * List the storefront users of one granted site
         * @description Identical to `GET /v1/users?siteId={siteId}`. An ungranted site is 404 `site_not_found`.
         */
        get: operations["sitesUsers"];
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
        /**
         * One user with its segments
         * @description One user with its segments (UserDetail): only segments of the user's own site appear, `autoAssigned` when a site rule assigned the segment. 404 `user_not_found`.
         */
        get: operations["usersGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user (seven fields); returns the user re-read
         * @description Changes a user: at least one of `active`, `email`, `firstName`, `lastName`, `company`, `phone`, `divisionId`, and no other field; omitted fields are unchanged. `null` for `email`, `firstName`, `lastName` or `active` is `null_not_supported`; a `divisionId` that does not exist or is on another site is 422 `division_not_on_site`; an `email` another user of the site has is 409 `user_already_exists`; the platform's refusal is 400 `monolith_rejected`. Returns the user re-read.
         */
        patch: operations["usersUpdate"];
        trace?: never;
    };
    "/v1/users/{userId}/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's saved addresses (an unknown or ungranted user has none)
         * @description The user's saved addresses, paged by `cursor` and `limit` (default 50, capped at 200). An unknown user, or one outside the grant, has none: an empty array and a null cursor.
         */
        get: operations["usersAddresses"];
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
        /**
         * Replace the user's segments; returns the user re-read
         * @description Replaces the user's segments with `segmentIds` (at most 200, duplicates collapsed; `[]` clears them) and sets `allSegmentsVisible` to false. When it is currently true the request is 409 `all_segments_visible_reset_not_acknowledged` unless `acknowledgeAllSegmentsVisibleReset` is true. An id that is not a segment of the user's site is 422 `segment_not_on_site`; removing an auto-assigned segment is 409 `auto_assigned_segments_present`. Returns the user re-read.
         */
        put: operations["usersSetSegments"];
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
        /**
         * Divisions of the granted sites, flat with parent links
         * @description The divisions of the granted sites, published flat with parent links, filtered by `siteId` and `parentId`. Inactive divisions stay listed.
         */
        get: operations["divisionsList"];
        put?: never;
        /**
         * Create a division (always active)
         * @description Creates a division, always active, with `siteId` (granted), `name`, `code` (unique on the site, best-effort: 409 `division_code_conflict`) and an optional `parentId` on the same site (nesting at most 10 levels). Country and supplier come from the site. Returns 201 `{divisionId}` with a `Location` header.
         */
        post: operations["divisionsCreate"];
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
        /**
         * One division
         * @description One division. 404 `division_not_found`.
         */
        get: operations["divisionsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a division; returns it re-read. On sites not using division addresses this clears the stored address
         * @description Changes at least one of `name`, `code`, `parentId` (null makes the division a root) and `active`; omitted fields are unchanged. Warning: on sites not using division addresses every PATCH, even one that changes nothing, clears the nine stored address fields; every call is audited. Returns the division re-read.
         */
        patch: operations["divisionsUpdate"];
        trace?: never;
    };
    "/v1/credit-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Credit accounts of the granted sites
         * @description Credit accounts of the granted sites, filtered by `siteId`, `divisionId`, `userId` and `active` (exactly `true` or `false`), paged by `cursor` and `limit` (default 50, capped at 200). An empty list is a normal answer.
         */
        get: operations["creditAccountsList"];
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
        /**
         * Credit accounts of one granted site
         * @description Identical to the credit-account list with that `siteId`. An ungranted site is 404 `site_not_found`.
         */
        get: operations["sitesCreditAccounts"];
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
        /**
         * One credit account with its current balance
         * @description One credit account with its current balance (read from a replica, eventually consistent). 404 `credit_account_not_found`.
         */
        get: operations["creditAccountsGet"];
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
        /**
         * The account's movements, oldest first
         * @description The account's movements, oldest first, filtered by `type` (an upper-case movement code such as `PRODUCT_DEBIT`; an unknown well-formed code returns an empty page).
         */
        get: operations["creditAccountsAdjustments"];
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
        /**
         * List orders of the granted sites, newest first
         * @description Orders of the granted sites, newest first, filtered by `siteId`, `placedFrom` and `placedTo`, paged by `cursor` and `limit` (default 50, capped at 200).
         */
        get: operations["ordersList"];
        put?: never;
        /**
         * Submit an order; waits up to 20 seconds for the outcome
         * @description Submits an order: the service validates the body, resolves the site's configured ordering user, stores the submission, enqueues it and waits up to 20 seconds for a terminal outcome. 201 when the submission is created; resubmitting the identical body with a used `partnerOrderId` returns the original submission with 200 at whatever stage it has reached, a different body is 409 `partner_order_id_reused`. A site with no ordering user is 409 `ordering_not_provisioned`. A submission still `queued` or `processing` when the wait ends carries `Location` (its URL) and `Retry-After`; poll it. While orders arrive faster than they are placed (many submissions waiting for a while), a new one is refused 503 `service_unavailable` with `Retry-After` before anything is stored: send it again then, unchanged. There is no price field: pricing is the platform's.
         */
        post: operations["ordersSubmit"];
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
        /**
         * The partner's submissions, newest first
         * @description The partner's submissions, newest first, filtered by `status` (`queued`, `processing`, `completed`, `failed`), paged by `cursor` and `limit` (default 50; above 100 is refused).
         */
        get: operations["ordersSubmissions"];
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
        /**
         * One submission; Retry-After: 2 while not terminal
         * @description One submission of the calling partner; the path must be a UUID. While it is not terminal the answer carries `Retry-After: 2`. The shape is identical to the answer of POST /v1/orders.
         */
        get: operations["ordersSubmission"];
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
        /**
         * One order
         * @description One order of the granted sites. An order on an ungranted site answers exactly like a missing one: 404 `order_not_found`.
         */
        get: operations["ordersGet"];
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
        /**
         * The order's lines visible to the partner, by item number
         * @description The order's lines visible to the partner, by item number, paged by `cursor` and `limit` (default 50, capped at 200). Hidden lines and internal production records are omitted; cancelled lines stay listed. An order may have an empty `items` array.
         */
        get: operations["ordersItems"];
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
        /**
         * The order's shipments, oldest first (cancelled ones included)
         * @description The order's shipments, oldest first, cancelled ones included, paged by `cursor` and `limit` (default 25, capped at 50).
         */
        get: operations["ordersShipments"];
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
        /**
         * The line's proof: status, files with fresh signed links, preview
         * @description The line's proof: `proofStatus`, every consumer-visible proof file oldest first (at most 200, not paged) with fresh signed links, and the preview URL. A file with `link: null` has no download available now; retry later. A whole-response failure is a 503, never an empty 200.
         */
        get: operations["ordersProof"];
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
        /**
         * The denial reason codes this line offers
         * @description The denial reason codes this line offers, to send as `reason` when declining its proof.
         */
        get: operations["ordersDenialReasons"];
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
        /**
         * Approve the proof (PENDING_REVIEW only); the line goes into production
         * @description Approves the line's proof; applies only in `PENDING_REVIEW` (else 409 `proof_not_pending_review`), and a cancelled line is 409 `order_item_cancelled`. The line goes into production. Returns an acknowledgement, not a re-read of the line.
         */
        post: operations["ordersApproveProof"];
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
        /**
         * Decline the proof with a reason this line offers (PENDING_REVIEW only)
         * @description Declines the line's proof with `reason`, a code from this line's denial-reasons list (a code the line does not offer, or `UNKNOWN`, is 422 `denial_reason_not_available` and `detail` lists the valid ones), and an optional `comment` of at most 2,000 characters. Applies only in `PENDING_REVIEW`. Returns an acknowledgement.
         */
        post: operations["ordersDeclineProof"];
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
        /**
         * Reserve an upload: a single-use name and a signed PUT URL on storage
         * @description Reserves an upload for the line: `fileName` (at most 255 characters, no slashes or control characters) and an optional `contentType`, bound into the signature (the PUT must then carry exactly it). Returns a single-use `reservationName` and a signed `uploadUrl` that expires about one minute after issue; PUT the bytes there, then attach. The answer carries `Cache-Control: no-store`.
         */
        post: operations["ordersArtworkUploadUrl"];
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
        /**
         * Attach an uploaded file to the line (size and MD5 from storage); the line goes to prepress
         * @description Attaches the file uploaded under `reservationName` to the line, with its size and MD5 as storage reports them. Files accumulate and never replace each other; the line goes to prepress. A reservation that is unknown, used or not uploaded is 409 `artwork_reservation_not_usable`; a line cancelled since its reservation is 409 `order_item_cancelled`.
         */
        post: operations["ordersAttachArtwork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-helpers/orders/{orderNumber}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move the order's status (announces order.status_changed)
         * @description Moves the order to `status`, as staff would, and announces `order.status_changed` to your webhook endpoints when it changes. Answers the order as `GET /v1/orders/{orderNumber}` now reads it. A status the order's shipments contradict is 409 `test_helper_refused`: CANCELLED while a shipment is not cancelled, RECEIVED or IN_PRODUCTION while one has shipped, PARTIALLY_SHIPPED or SHIPPED other than as the shipped lines make it. Sandbox only: on a production host this path answers like any unknown path.
         */
        put: operations["testHelpersSetOrderStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/production-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move the line's production status
         * @description Moves the line's `productionStatus` (null: out of production), as staff would. Answers the line as it now reads. A cancelled line is 409 `order_item_cancelled`. Sandbox only: on a production host this path answers like any unknown path.
         */
        put: operations["testHelpersSetProductionStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a proof for review (the line goes to PENDING_REVIEW)
         * @description Publishes a placeholder proof revision on the line, as staff would: `proofStatus` PENDING_REVIEW, production PROOFING, offering `reasons` to a decline. Then approve or decline it with the proof routes. Answers the proof as `GET …/proof` reads it. A cancelled line is 409 `order_item_cancelled`. Sandbox only: on a production host this path answers like any unknown path.
         */
        post: operations["testHelpersPublishProof"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the line (announces order_line.cancelled)
         * @description Cancels the line, as staff would, and announces `order_line.cancelled`; the order becomes CANCELLED when no line is left. An already cancelled line is 409 `order_item_cancelled`; a line that a shipment not cancelled carries (a shipped one included) is 409 `order_item_on_shipment`: cancel the shipment first. Sandbox only: on a production host this path answers like any unknown path.
         */
        post: operations["testHelpersCancelLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-helpers/orders/{orderNumber}/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ship lines of the order (announces shipment.shipped)
         * @description Creates a shipment and ships it, as staff would, and announces `shipment.shipped`; the lines' `shipped` flags and the order's status follow. A cancelled line is 409 `order_item_cancelled`, more of a line than is left of it 409 `order_item_quantity_exceeded`; a line not shippable, nothing left to ship, or a cancelled order, is 409 `test_helper_refused`. Sandbox only: on a production host this path answers like any unknown path.
         */
        post: operations["testHelpersShip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-helpers/orders/{orderNumber}/shipments/{shipmentNumber}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a shipment (announces shipment.cancelled)
         * @description Cancels the shipment, as staff would, and announces `shipment.cancelled`; the lines' `shipped` flags and the order's status follow. An already cancelled shipment is 409 `test_helper_refused`. Sandbox only: on a production host this path answers like any unknown path.
         */
        post: operations["testHelpersCancelShipment"];
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
        /**
         * Model Context Protocol endpoint: one tool per partner action, listed by the caller's scopes
         * @description Model Context Protocol endpoint (Streamable HTTP, JSON responses) for staff or agents: one tool per partner action, listed according to the caller's scopes; each tool calls the same service as its route.
         */
        post: operations["mcp"];
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
            /**
             * @description Always `about:blank`.
             * @enum {string}
             */
            type: "about:blank";
            /** @description Short summary of the HTTP status. */
            title: string;
            /** @description The HTTP status. */
            status: number;
            /** @description Stable machine-readable identifier; branch on this. */
            code: string;
            /** @description Human-readable, may be reworded, never parsed. */
            detail: string;
            /** @description Request id for escalation. */
            requestId: string;
            /** @description Extension member (RFC 9457 §3.2): the request fields a problem is about, on every 400 about a field (the request checks and the rules a schema cannot state) and on the 422s about one (`quote_invalid`, `unknown_country_code`, `segment_not_on_site`, ...); every invalid field of the request part that failed first (path, then query, then body) is listed, the first being the one `detail` describes. Absent when the problem is about no one field (a body that is not JSON). */
            errors?: {
                /**
                 * @description Where the field is: a path parameter, a query parameter or the JSON body.
                 * @enum {string}
                 */
                in: "path" | "query" | "body";
                /** @description The field's name: the parameter's name, or the body field's path in the notation of submission errors (`shipTo.postalCode`, `lines[0].quantity`). */
                field: string;
                /** @description Body fields only: the JSON Pointer to the field, as a URI fragment (RFC 9457 §3), e.g. `#/lines/0/quantity`. */
                pointer?: string;
                /** @description What is wrong with the field (the first entry's words are the problem's `detail`). */
                detail: string;
            }[];
        };
        Token: {
            /** @description The access token (an ES256 JWT). */
            access_token: string;
            /**
             * @description Always Bearer.
             * @enum {string}
             */
            token_type: "Bearer";
            /** @description Seconds until the token expires. */
            expires_in: number;
            /** @description The granted scopes, space-separated, always in the full form. */
            scope: string;
        };
        Me: {
            /** @description The partner's id. */
            partnerId: number;
            /** @description The partner's name. */
            name: string;
            /**
             * @description The partner's rate-limit tier.
             * @enum {string}
             */
            tier: "trial" | "standard" | "enterprise";
            /**
             * @description How the caller authenticated: IDP_M2M (bearer token), MTLS (client certificate) or IDP_USER (a signed-in staff account).
             * @enum {string}
             */
            authMethod: "IDP_M2M" | "MTLS" | "IDP_USER";
            /** @description The app client id (bearer) or certificate serial (mTLS) in use: confirms a rotation. */
            credentialId: string;
            /** @description The bare ids of the granted sites. */
            grantedSiteIds: number[];
            /** @description Effective scopes; authoritative. */
            scopes: ("partner-api/orders:read" | "partner-api/orders:write" | "partner-api/products:read" | "partner-api/products:write" | "partner-api/users:read" | "partner-api/users:write" | "partner-api/divisions:read" | "partner-api/divisions:write" | "partner-api/credit:read" | "partner-api/sites:read")[];
        };
        /**
         * @example {
         *       "siteId": 1,
         *       "name": "Acme Print Co",
         *       "url": "https://acme.example.com"
         *     }
         */
        Site: {
            /** @description The site the record belongs to (a granted site). */
            siteId: number;
            /** @description The site's name. */
            name: string;
            /** @description The site's URL. */
            url: string;
        };
        SiteList: {
            /** @description The granted sites. */
            sites: components["schemas"]["Site"][];
        };
        Product: {
            /** @description Platform product identifier, a string matching ^(SLO|SLS)_\d{1,18}$ (SLO_ owned by the site, SLS_ shared to it). */
            productId: string;
            /** @description The site the record belongs to (a granted site). */
            siteId: number;
            /** @description The product's code. */
            code: string;
            /** @description The product's name. */
            name: string;
            /** @description The product's description; null when none. */
            description: string | null;
            /** @description The meta description shown to search engines; null when none. */
            metaDescription: string | null;
            /** @description The meta keywords; null when none. */
            metaKeywords: string | null;
            /** @description SLS_: the share uses its own display fields; always false on SLO_. */
            overrideDisplay: boolean;
            /**
             * @description STOCK (inventory with variants) or POD (printed on demand, no addressable variant).
             * @enum {string}
             */
            serviceType: "STOCK" | "POD";
            /** @description TEMPLATE, UPLOAD or NONE; not a closed enumeration. */
            artworkSource: string;
            /**
             * @description Who sees the product: ALL_USERS, SEGMENTS (users of its segments) or HIDDEN.
             * @enum {string}
             */
            visibility: "ALL_USERS" | "SEGMENTS" | "HIDDEN";
            /** @description Whether orders of the product need approval. */
            requiresApproval: boolean;
            /** @description The smallest quantity that can be ordered. */
            minQuantity: number;
            /** @description The largest quantity that can be ordered; null for no maximum. */
            maxQuantity: number | null;
            /** @description Production turnaround in business days; null when not set. */
            turnaroundBusinessDays: number | null;
            /**
             * Format: date-time
             * @description When the record was created (ISO 8601 UTC).
             */
            createdOn: string;
            /**
             * Format: date-time
             * @description When the record last changed (ISO 8601 UTC).
             */
            updatedOn: string;
        };
        ProductPage: {
            /** @description The page of products. */
            products: components["schemas"]["Product"][];
            /** @description Cursor of the next page, passed back exactly as received; null on the last page (end the loop only on null). */
            nextCursor: string | null;
        };
        /**
         * @example {
         *       "variantId": 2,
         *       "sku": "TEE-M-NAVY",
         *       "attribute1Choice": "M",
         *       "attribute2Choice": "Navy",
         *       "attribute3Choice": null,
         *       "location": "Aisle 3 / Bin M",
         *       "weight": 5.6
         *     }
         */
        Variant: {
            /** @description The variant's id (STOCK products only). */
            variantId: number;
            /** @description The stock-keeping unit; may be null. */
            sku: string | null;
            /** @description The variant's choice for the product's first attribute. */
            attribute1Choice: string | null;
            /** @description The variant's choice for the product's second attribute. */
            attribute2Choice: string | null;
            /** @description The variant's choice for the product's third attribute. */
            attribute3Choice: string | null;
            /** @description Where the variant is stocked. */
            location: string | null;
            weight: number | null;
        };
        ProductDetail: {
            /** @description Platform product identifier, a string matching ^(SLO|SLS)_\d{1,18}$ (SLO_ owned by the site, SLS_ shared to it). */
            productId: string;
            /** @description The site the record belongs to (a granted site). */
            siteId: number;
            /** @description The product's code. */
            code: string;
            /** @description The product's name. */
            name: string;
            /** @description The product's description; null when none. */
            description: string | null;
            /** @description The meta description shown to search engines; null when none. */
            metaDescription: string | null;
            /** @description The meta keywords; null when none. */
            metaKeywords: string | null;
            /** @description SLS_: the share uses its own display fields; always false on SLO_. */
            overrideDisplay: boolean;
            /**
             * @description STOCK (inventory with variants) or POD (printed on demand, no addressable variant).
             * @enum {string}
             */
            serviceType: "STOCK" | "POD";
            /** @description TEMPLATE, UPLOAD or NONE; not a closed enumeration. */
            artworkSource: string;
            /**
             * @description Who sees the product: ALL_USERS, SEGMENTS (users of its segments) or HIDDEN.
             * @enum {string}
             */
            visibility: "ALL_USERS" | "SEGMENTS" | "HIDDEN";
            /** @description Whether orders of the product need approval. */
            requiresApproval: boolean;
            /** @description The smallest quantity that can be ordered. */
            minQuantity: number;
            /** @description The largest quantity that can be ordered; null for no maximum. */
            maxQuantity: number | null;
            /** @description Production turnaround in business days; null when not set. */
            turnaroundBusinessDays: number | null;
            /**
             * Format: date-time
             * @description When the record was created (ISO 8601 UTC).
             */
            createdOn: string;
            /**
             * Format: date-time
             * @description When the record last changed (ISO 8601 UTC).
             */
            updatedOn: string;
            /** @description The name of the product's first variant attribute; null when unused. */
            attribute1Name: string | null;
            /** @description The name of the product's second variant attribute; null when unused. */
            attribute2Name: string | null;
            /** @description The name of the product's third variant attribute; null when unused. */
            attribute3Name: string | null;
            /** @description STOCK variants; [] for POD. */
            variants: components["schemas"]["Variant"][];
            /** @description Segments of the product's site it is visible to; [] for none. */
            segmentIds: number[];
        };
        ProductPatch: {
            /** @description The product's name. */
            name?: string;
            /** @description The product's description; on an SLS_ product null is refused (sls_null_backfills_master). */
            description?: string | null;
            /** @description The meta description shown to search engines; null when none. */
            metaDescription?: string | null;
            /** @description The meta keywords; null when none. */
            metaKeywords?: string | null;
            /**
             * @description Who sees the product: ALL_USERS, SEGMENTS (users of its segments) or HIDDEN.
             * @enum {string}
             */
            visibility?: "ALL_USERS" | "SEGMENTS" | "HIDDEN";
            /** @description Whether orders of the product need approval. */
            requiresApproval?: boolean;
            /** @description SLS_ only; false restores inheritance of the display fields. */
            overrideDisplay?: boolean;
            /** @description The smallest quantity that can be ordered. */
            minQuantity?: number;
            /** @description The largest quantity that can be ordered; null for no maximum. */
            maxQuantity?: number;
            turnaroundBusinessDays?: number | null;
        };
        ProductImage: {
            /** @description The image's id. */
            imageId: number;
            /** @description Stored path of the image (not necessarily a public URL). */
            imagePath: string;
            /** @description Display order (0 where the stored value is null). */
            sequence: number;
            /** @description Whether this is the product's primary image. */
            primary: boolean;
            /** @description Alternative text; null when none. */
            imageAlt: string | null;
            /** @description Attribution of the image; null when none. */
            attribution: string | null;
            /** @description Width in pixels; null when unknown. */
            imageWidth: number | null;
            /** @description Height in pixels; null when unknown. */
            imageHeight: number | null;
        };
        ProductImageList: {
            /** @description The product's images. */
            images: components["schemas"]["ProductImage"][];
        };
        Template: {
            /** @description The template vendor's identifier (always the single supported vendor). */
            vendor: string;
            /** @description The template's id at the vendor; null when none. */
            templateId: string | null;
            /** @description Each variable's name is the exact key to send in templateVariables. */
            variables: {
                /** @description The exact key to send in templateVariables on order submission. */
                name: string;
                /** @description The variable's display name; null when none. */
                displayName: string | null;
                /** @description The variable's data type, published verbatim from the template vendor (not an enumeration); null when unknown. */
                dataType: string | null;
                /** @description The allowed values of a list-like variable; null otherwise. */
                listItems: string[] | null;
            }[];
        };
        QuoteRequest: {
            /** @description A positive integer. */
            quantity: number;
        };
        ProductQuote: {
            /** @description Platform product identifier, a string matching ^(SLO|SLS)_\d{1,18}$ (SLO_ owned by the site, SLS_ shared to it). */
            productId: string;
            /** @description The quantity priced. */
            quantity: number;
            /** @description Exact decimal amount as a string. */
            unitPrice: string;
            /** @description Exact decimal amount as a string. */
            totalPrice: string;
        };
        Segment: {
            /** @description The segment's id. */
            segmentId: number;
            /** @description The site the record belongs to (a granted site). */
            siteId: number;
            /** @description The segment's name. */
            name: string;
        };
        SegmentPage: {
            /** @description Segments of the user's own site ([] when none). */
            segments: components["schemas"]["Segment"][];
            /** @description Cursor of the next page, passed back exactly as received; null on the last page (end the loop only on null). */
            nextCursor: string | null;
        };
        VariantPatch: {
            /** @description The variant's choice for the product's first attribute. */
            attribute1Choice?: string;
            /** @description The variant's choice for the product's second attribute. */
            attribute2Choice?: string;
            /** @description The variant's choice for the product's third attribute. */
            attribute3Choice?: string;
            /** @description Where the variant is stocked. */
            location?: string | null;
            weight?: number | null;
        };
        /** @description Read-only, refused by name with this operation's 400 code: `imagePath`, `attribution`, `imageWidth`, `imageHeight`. */
        ImagePatch: {
            /** @description Alternative text; null when none. */
            imageAlt?: string | null;
            /** @description Display order (0 where the stored value is null). */
            sequence?: number;
            /**
             * @description Only true is accepted: makes this image primary and demotes the previous one (demote by promoting another).
             * @enum {boolean}
             */
            primary?: true;
        };
        ProductSegmentsRequest: {
            /** @description Replaces the assignment; [] clears it; duplicates collapse. */
            segmentIds: number[];
        };
        ShippingQuoteRequest: {
            /** @description A granted site. */
            siteId: number;
            /** @description Product on siteId; selects the fulfilment origin. Without it no service is priced (422 shipping_quote_unavailable). */
            productId?: string;
            /** @description Where the shipment goes. */
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
        ShippingQuote: {
            /** @description Priced services, cheapest first; never empty. */
            quotes: {
                /** @description The shipping service's display name. */
                serviceName: string;
                /** @description Exact decimal amount as a string. */
                price: string;
            }[];
            /** @description Display strings; non-empty means a partial result. */
            warnings: string[];
            /** @description Informational display strings. */
            messages: string[];
        };
        User: {
            /** @description The user's id. */
            userId: number;
            /** @description The site the record belongs to (a granted site). */
            siteId: number;
            /** @description The sign-in name; may be null. */
            username: string | null;
            /** @description Email address. */
            email: string | null;
            /** @description First name. */
            firstName: string | null;
            /** @description Last name. */
            lastName: string | null;
            /** @description Company name. */
            company: string | null;
            /** @description Phone number. */
            phone: string | null;
            /** @description false = cannot sign in; deactivated users stay listed. */
            active: boolean;
            /** @description The division's id (null where the record has none). */
            divisionId: number | null;
            /**
             * Format: date-time
             * @description When the record was created (ISO 8601 UTC).
             */
            createdOn: string;
            /**
             * Format: date-time
             * @description When the record last changed (ISO 8601 UTC).
             */
            updatedOn: string;
            /** @description Last sign-in; null when the user never signed in. */
            lastSigninOn: string | null;
            /** @description Whether the user's orders need approval (never null). */
            ordersRequireApproval: boolean;
            /** @description Read-only; a segments PUT sets it to false. */
            allSegmentsVisible: boolean;
            /** @description Tax exempt (never null). */
            taxExempt: boolean;
        };
        UserPage: {
            /** @description The page of users. */
            users: components["schemas"]["User"][];
            /** @description Cursor of the next page, passed back exactly as received; null on the last page (end the loop only on null). */
            nextCursor: string | null;
        };
        NewUser: {
            /** @description A granted site. */
            siteId: number;
            /** @description Unique on the site, case-insensitively; not writable afterwards. */
            username: string;
            /** @description false = cannot sign in. */
            active?: boolean;
            /** @description Email address. */
            email: string;
            /** @description First name. */
            firstName?: string;
            /** @description Last name. */
            lastName?: string;
            /** @description Company name. */
            company?: string | null;
            /** @description Phone number. */
            phone?: string | null;
            /** @description The division's id (null where the record has none). */
            divisionId?: number | null;
        };
        UserDetail: {
            /** @description The user's id. */
            userId: number;
            /** @description The site the record belongs to (a granted site). */
            siteId: number;
            /** @description The sign-in name; may be null. */
            username: string | null;
            /** @description Email address. */
            email: string | null;
            /** @description First name. */
            firstName: string | null;
            /** @description Last name. */
            lastName: string | null;
            /** @description Company name. */
            company: string | null;
            /** @description Phone number. */
            phone: string | null;
            /** @description false = cannot sign in; deactivated users stay listed. */
            active: boolean;
            /** @description The division's id (null where the record has none). */
            divisionId: number | null;
            /**
             * Format: date-time
             * @description When the record was created (ISO 8601 UTC).
             */
            createdOn: string;
            /**
             * Format: date-time
             * @description When the record last changed (ISO 8601 UTC).
             */
            updatedOn: string;
            /** @description Last sign-in; null when the user never signed in. */
            lastSigninOn: string | null;
            /** @description Whether the user's orders need approval (never null). */
            ordersRequireApproval: boolean;
            /** @description Read-only; a segments PUT sets it to false. */
            allSegmentsVisible: boolean;
            /** @description Tax exempt (never null). */
            taxExempt: boolean;
            /** @description Segments of the user's own site; [] for none. */
            segments: {
                /** @description The segment's id. */
                segmentId: number;
                /** @description The segment's name. */
                name: string;
                /** @description True when a site rule assigned the segment. */
                autoAssigned: boolean;
            }[];
        };
        UserPatch: {
            /** @description false = cannot sign in; null is refused (null_not_supported). */
            active?: boolean;
            /** @description Email address. */
            email?: string;
            /** @description First name. */
            firstName?: string;
            /** @description Last name. */
            lastName?: string;
            /** @description Company name. */
            company?: string | null;
            /** @description Phone number. */
            phone?: string | null;
            /** @description The division's id (null where the record has none). */
            divisionId?: number | null;
        };
        UserAddress: {
            /** @description The address's id. */
            id: number;
            /** @description The site the record belongs to (a granted site). */
            siteId: number;
            /** @description The kind of address, e.g. a ship-to or blind-from type. */
            addressType: string | null;
            /** @description Company name. */
            company: string | null;
            /** @description First name. */
            firstName: string | null;
            /** @description Last name. */
            lastName: string | null;
            /** @description Phone number. */
            phone: string | null;
            /** @description First street line. */
            address1: string | null;
            /** @description Second street line. */
            address2: string | null;
            /** @description City. */
            city: string | null;
            /** @description Postal code. */
            zip: string | null;
            /** @description Country, by name (`countryCode` has its ISO abbreviation). */
            country: string | null;
            /** @description Country, ISO abbreviation. */
            countryCode: string | null;
            /** @description State or region, by name (`stateCode` has its code). */
            state: string | null;
            /** @description State, as a code. */
            stateCode: string | null;
        };
        UserAddressPage: {
            /** @description The page of saved addresses. */
            addresses: components["schemas"]["UserAddress"][];
            /** @description Cursor of the next page, passed back exactly as received; null on the last page (end the loop only on null). */
            nextCursor: string | null;
        };
        UserSegmentsRequest: {
            /** @description Replaces the assignment; [] clears it; duplicates collapse. */
            segmentIds: number[];
            /** @description Required (true) when the user currently has allSegmentsVisible. */
            acknowledgeAllSegmentsVisibleReset?: boolean;
        };
        /**
         * @example {
         *       "divisionId": 12,
         *       "siteId": 1,
         *       "name": "East region",
         *       "code": "EAST",
         *       "parentId": 4,
         *       "active": true,
         *       "taxExempt": false,
         *       "auditSalesTaxForTerms": false,
         *       "createdOn": "2026-01-15T12:00:00.000Z",
         *       "updatedOn": "2026-01-15T12:00:00.000Z"
         *     }
         */
        Division: {
            /** @description The division's id (null where the record has none). */
            divisionId: number;
            /** @description The site the record belongs to (a granted site). */
            siteId: number;
            /** @description The division's name. */
            name: string;
            /** @description A label, not a key. */
            code: string;
            parentId: number | null;
            /** @description Inactive divisions stay listed. */
            active: boolean;
            /** @description Tax exempt (never null). */
            taxExempt: boolean;
            /** @description Whether sales tax is audited for terms orders. */
            auditSalesTaxForTerms: boolean;
            /**
             * Format: date-time
             * @description When the record was created (ISO 8601 UTC).
             */
            createdOn: string;
            /**
             * Format: date-time
             * @description When the record last changed (ISO 8601 UTC).
             */
            updatedOn: string;
        };
        DivisionPage: {
            /** @description The page of divisions. */
            divisions: components["schemas"]["Division"][];
            /** @description Cursor of the next page, passed back exactly as received; null on the last page (end the loop only on null). */
            nextCursor: string | null;
        };
        NewDivision: {
            /** @description A granted site. */
            siteId: number;
            /** @description The division's name. */
            name: string;
            /** @description A label, unique on the site (best-effort: a duplicate is 409 division_code_conflict). */
            code: string;
            /** @description The parent division; null for a root (divisions are published flat with parent links). */
            parentId?: number | null;
        };
        DivisionPatch: {
            /** @description The division's name; null is refused. */
            name?: string;
            /** @description A label, unique on the site; null is refused. */
            code?: string;
            /** @description The parent division; null for a root (divisions are published flat with parent links). */
            parentId?: number | null;
            /** @description Whether the division is active; null is refused. */
            active?: boolean;
        };
        /**
         * @example {
         *       "creditAccountId": 9,
         *       "siteId": 1,
         *       "divisionId": null,
         *       "userId": 42,
         *       "amount": "500.00",
         *       "currentBalance": "412.50",
         *       "issuedOn": "2026-01-01T00:00:00.000Z",
         *       "startsOn": "2026-01-01T00:00:00.000Z",
         *       "stopsOn": null,
         *       "active": true,
         *       "templateName": "Annual allowance",
         *       "scope": "USER",
         *       "shippingApplicable": true,
         *       "handlingApplicable": false,
         *       "taxApplicable": null
         *     }
         */
        CreditAccount: {
            /** @description The credit account's id. */
            creditAccountId: number;
            /** @description The site the record belongs to (a granted site). */
            siteId: number;
            /** @description The holding division; exactly one of divisionId and userId is set. */
            divisionId: number | null;
            /** @description The holding user; exactly one of divisionId and userId is set. */
            userId: number | null;
            /** @description Exact decimal amount as a string. */
            amount: string;
            /** @description Exact decimal amount as a string. */
            currentBalance: string;
            /**
             * Format: date-time
             * @description When the account was issued.
             */
            issuedOn: string;
            /** @description When the account starts; null = open-ended. */
            startsOn: string | null;
            /** @description When the account stops; null = open-ended. */
            stopsOn: string | null;
            /** @description Inactive and expired accounts stay listed. */
            active: boolean;
            /** @description The credit template the account came from; null when none. */
            templateName: string | null;
            /** @description USER or DIVISION, consistent with the holder; null when not set. */
            scope: ("USER" | "DIVISION") | null;
            /** @description Whether shipping charges draw on the account; null when not set. */
            shippingApplicable: boolean | null;
            /** @description Whether handling charges draw on the account; null when not set. */
            handlingApplicable: boolean | null;
            /** @description Whether tax draws on the account; null when not set. */
            taxApplicable: boolean | null;
        };
        CreditAccountPage: {
            /** @description The page of credit accounts. */
            creditAccounts: components["schemas"]["CreditAccount"][];
            /** @description Cursor of the next page, passed back exactly as received; null on the last page (end the loop only on null). */
            nextCursor: string | null;
        };
        /**
         * @example {
         *       "adjustmentId": 31,
         *       "creditAccountId": 9,
         *       "type": "PRODUCT_DEBIT",
         *       "amount": "-87.50",
         *       "orderNumber": 100234,
         *       "note": null,
         *       "occurredOn": "2026-02-03T10:00:00.000Z"
         *     }
         */
        CreditAdjustment: {
            /** @description The movement's id. */
            adjustmentId: number;
            /** @description The credit account's id. */
            creditAccountId: number;
            /** @description Upper-case movement code: PRODUCT_DEBIT, SHIPPING_DEBIT, HANDLING_DEBIT, TAX_DEBIT, CREDIT, REFUND, EXPIRY, ADJUSTMENT. */
            type: string;
            /** @description Signed: negative draws on the account, positive adds to it. */
            amount: string;
            /** @description The order's number. */
            orderNumber: number | null;
            /** @description Free-text note on the line; null when none. */
            note: string | null;
            /**
             * Format: date-time
             * @description When the movement happened.
             */
            occurredOn: string;
        };
        CreditAdjustmentPage: {
            /** @description The page of movements. */
            adjustments: components["schemas"]["CreditAdjustment"][];
            /** @description Cursor of the next page, passed back exactly as received; null on the last page (end the loop only on null). */
            nextCursor: string | null;
        };
        SubmissionShipTo: {
            /** @description Recipient name. */
            name: string;
            /** @description Company name. */
            company?: string;
            /** @description First street line. */
            address1: string;
            /** @description Second street line. */
            address2?: string;
            /** @description City. */
            city: string;
            /** @description State or region (a code, resolved within the country). */
            state: string;
            /** @description Postal code. */
            postalCode: string;
            /** @description ISO 3166-1 alpha-2, exactly 2 characters, any case; a code ISO 3166-1 does not assign (`XX`, `UK`) is `invalid_request`. */
            country: string;
            /** @description Phone number. */
            phone?: string;
            /**
             * Format: email
             * @description Becomes the ship-notification address (order level only).
             */
            email?: string;
        };
        SubmissionAddress: {
            /** @description Recipient name. */
            name: string;
            /** @description Company name. */
            company?: string;
            /** @description First street line. */
            address1: string;
            /** @description Second street line. */
            address2?: string;
            /** @description City. */
            city: string;
            /** @description State or region (a code, resolved within the country). */
            state: string;
            /** @description Postal code. */
            postalCode: string;
            /** @description ISO 3166-1 alpha-2, exactly 2 characters, any case; a code ISO 3166-1 does not assign (`XX`, `UK`) is `invalid_request`. */
            country: string;
            /** @description Phone number. */
            phone?: string;
        };
        OrderLine: {
            /** @description A product in the site's product list. */
            productId: string;
            /** @description Unique within the request; echoed on the order's lines. */
            partnerLineId: string;
            /** @description The quantity to order, a whole number of at least 1. */
            quantity: number;
            /** @description Required for a STOCK product, omitted for POD. */
            variantId?: number;
            /** @description The stock-keeping unit; may be null. */
            sku?: string;
            /** @description The customer-facing name of the line, as submitted (at most 200 characters). */
            jobName?: string;
            /** @description URL of the line's artwork (at most 2000 characters). */
            artworkUrl?: string;
            /** @description Flat string-to-string map, at most 50 entries; keys `__proto__`, `constructor` and `prototype` are refused. */
            templateVariables?: {
                [key: string]: string;
            };
            shipTo?: components["schemas"]["SubmissionAddress"];
        };
        OrderSubmission: {
            /** @description A granted site. */
            siteId: number;
            /** @description The idempotency key: one submission per partner and partnerOrderId. */
            partnerOrderId: string;
            shipTo?: components["schemas"]["SubmissionShipTo"];
            billTo?: components["schemas"]["SubmissionAddress"];
            /** @description An active division of siteId. */
            divisionId?: number;
            /** @description Carrier hint, matched case-insensitively against enabled services; blank or unrecognised falls back to the site default (at most 100 characters). */
            shippingProvider?: string;
            /** @description Shipping method, matched against custom options or enabled carrier services; blank or unrecognised falls back to the site default (at most 100 characters). */
            shippingMethod?: string;
            /** @description Stored as the shipment's internal notes (at most 1000 characters). */
            shippingNotes?: string;
            /** @description 1 to 100 lines. */
            lines: components["schemas"]["OrderLine"][];
        };
        /** @description Present only when completed. */
        SubmissionOrder: {
            /** @description The order's number. */
            orderNumber: number;
            /** @description The order's status. */
            status: string;
            /** @description After adjustments (JSON number). */
            totalPrice: number;
            /** @description The platform project the order belongs to. */
            projectId: number;
            /** @description The order's lines, in request order. */
            lines: {
                /** @description The partner's id of the line: unique within the request, printable ASCII, at most 100 characters; echoed on the order's lines. */
                partnerLineId: string;
                /** @description The line's quantity. */
                quantity: number;
                /** @description Whole-line extended list amount, not per unit. */
                lineListTotal: number;
                /** @description Whole line before adjustments. */
                lineTotalBeforeAdjustments: number;
            }[];
        };
        SubmissionError: {
            /** @description order_rejected in practice; not a Problem code. */
            code: string;
            /** @description What was wrong. */
            detail: string;
            /** @description The request field concerned, when there is one. */
            field?: string;
            /** @description The partner's id of the line: unique within the request, printable ASCII, at most 100 characters; echoed on the order's lines. */
            partnerLineId?: string;
        };
        Submission: {
            /**
             * Format: uuid
             * @description The submission's id (a UUID); it belongs to the creating partner.
             */
            submissionId: string;
            /**
             * @description queued, processing, completed or failed.
             * @enum {string}
             */
            status: "queued" | "processing" | "completed" | "failed";
            order?: components["schemas"]["SubmissionOrder"];
            /** @description Present only when failed, one entry per problem. */
            errors?: components["schemas"]["SubmissionError"][];
        };
        OrderAddress: {
            /** @description Recipient name. */
            name: string;
            /** @description Company name. */
            company?: string;
            /** @description First street line. */
            address1: string;
            /** @description Second street line. */
            address2?: string;
            /** @description City. */
            city: string;
            /** @description State or region (a code, resolved within the country). */
            state: string;
            /** @description Postal code. */
            postalCode: string;
            /** @description Country, ISO 3166-1 alpha-2 (exactly 2 characters). */
            country: string;
            /** @description Phone number. */
            phone?: string;
            /** @description Email address. */
            email?: string;
        };
        /**
         * @example {
         *       "orderNumber": 100001,
         *       "siteId": 1,
         *       "status": "IN_PRODUCTION",
         *       "placedOn": "2026-01-15T12:00:00.000Z",
         *       "updatedOn": "2026-01-15T12:30:00.000Z",
         *       "partnerOrderId": "PO-2026-0001",
         *       "projectId": 900001,
         *       "divisionId": null,
         *       "shipTo": {
         *         "name": "Dana Reyes",
         *         "company": "Reyes Dental",
         *         "address1": "12 Harbor St",
         *         "city": "Austin",
         *         "state": "TX",
         *         "postalCode": "78701",
         *         "country": "US"
         *       },
         *       "billTo": null,
         *       "shippingProvider": "UPS",
         *       "shippingMethod": "Ground",
         *       "shippingService": "UPS Ground",
         *       "itemTotal": "85.50",
         *       "handlingTotal": "2.50",
         *       "shippingTotal": "12.00",
         *       "totalPrice": "100.00",
         *       "itemCount": 2,
         *       "shipmentCount": 0
         *     }
         */
        Order: {
            /** @description The order's number. */
            orderNumber: number;
            /** @description The site the record belongs to (a granted site). */
            siteId: number;
            /** @description RECEIVED, IN_PRODUCTION, ON_HOLD, PARTIALLY_SHIPPED, SHIPPED, COMPLETED or CANCELLED. */
            status: string;
            /**
             * Format: date-time
             * @description When the order was placed (ISO 8601 UTC).
             */
            placedOn: string;
            /**
             * Format: date-time
             * @description When the record last changed (ISO 8601 UTC).
             */
            updatedOn: string;
            partnerOrderId: string | null;
            /** @description The platform project the order belongs to. */
            projectId: number;
            /** @description The division's id (null where the record has none). */
            divisionId: number | null;
            shipTo: components["schemas"]["OrderAddress"] | null;
            billTo: components["schemas"]["OrderAddress"] | null;
            /** @description Carrier hint, matched case-insensitively against enabled services; blank or unrecognised falls back to the site default (at most 100 characters). */
            shippingProvider: string | null;
            /** @description Shipping method, matched against custom options or enabled carrier services; blank or unrecognised falls back to the site default (at most 100 characters). */
            shippingMethod: string | null;
            shippingService: string | null;
            itemTotal: string | null;
            handlingTotal: string | null;
            shippingTotal: string | null;
            totalPrice: string | null;
            /** @description Lines visible in the items read. */
            itemCount: number;
            /** @description How many shipments the order has. */
            shipmentCount: number;
        };
        OrderPage: {
            /** @description The page of orders. */
            orders: components["schemas"]["Order"][];
            /** @description Cursor of the next page, passed back exactly as received; null on the last page (end the loop only on null). */
            nextCursor: string | null;
        };
        SubmissionPage: {
            /** @description The page of submissions. */
            submissions: components["schemas"]["Submission"][];
            /** @description Cursor of the next page, passed back exactly as received; null on the last page (end the loop only on null). */
            nextCursor: string | null;
        };
        /** @description A discount applied to the line: its name, its percentage, and the amount it took off. */
        Discount: {
            /** @description The discount's name. */
            name: string;
            /** @description Exact decimal amount as a string. */
            percent: string;
            /** @description Exact decimal amount as a string. */
            amount: string;
        };
        /**
         * @example {
         *       "orderNumber": 100001,
         *       "siteId": 1,
         *       "itemNumber": 500001,
         *       "sku": null,
         *       "productId": "SLO_12",
         *       "productName": "Business cards",
         *       "productCode": "BC-100",
         *       "jobName": "Dana cards",
         *       "externalId": "line-1",
         *       "quantity": 250,
         *       "lineListTotal": "95.00",
         *       "lineTotal": "85.50",
         *       "shipped": false,
         *       "shippedOn": null,
         *       "cancelled": false,
         *       "estimatedShipBy": "2026-01-20T12:00:00.000Z",
         *       "shipBy": null,
         *       "turnaroundBusinessDays": 3,
         *       "productionStatus": "PROOFING",
         *       "proofStatus": "PENDING_REVIEW",
         *       "note": null,
         *       "variantAttributes": [],
         *       "productDiscount": {
         *         "name": "Launch",
         *         "percent": "10.00",
         *         "amount": "9.50"
         *       },
         *       "userDiscount": null,
         *       "handlingAmount": "2.50",
         *       "problem": false,
         *       "reorder": false,
         *       "backorderQuantity": null,
         *       "shippable": true,
         *       "digitalDelivery": false
         *     }
         */
        OrderItem: {
            /** @description The order's number. */
            orderNumber: number;
            /** @description The site the record belongs to (a granted site). */
            siteId: number;
            /** @description The line's item number (the platform's job number; quote it when asking for support). */
            itemNumber: number;
            /** @description The stock-keeping unit; may be null. */
            sku: string | null;
            /** @description Platform product identifier, a string matching ^(SLO|SLS)_\d{1,18}$ (SLO_ owned by the site, SLS_ shared to it). */
            productId: string;
            /** @description The product's name. */
            productName: string;
            /** @description The product's code. */
            productCode: string;
            /** @description The customer-facing name of the line, as submitted (at most 200 characters). */
            jobName: string | null;
            /** @description Whatever the creating system set: the field to correlate with the partner's own records. */
            externalId: string | null;
            /** @description Quantity produced after adjustment; the only quantity published. */
            quantity: number;
            lineListTotal: string | null;
            lineTotal: string | null;
            /** @description Line-level: an order can be partly shipped. */
            shipped: boolean;
            /** @description When it shipped; null until then. */
            shippedOn: string | null;
            /** @description Whether it is cancelled; cancelled records stay listed. */
            cancelled: boolean;
            /** @description Estimated ship date: an estimate, not a commitment. */
            estimatedShipBy: string | null;
            /** @description The date the line must ship by; null when none. */
            shipBy: string | null;
            /** @description Production turnaround in business days; null when not set. */
            turnaroundBusinessDays: number | null;
            /** @description The line's production status; null when not in production. */
            productionStatus: string | null;
            proofStatus: string | null;
            /** @description Free-text note on the line; null when none. */
            note: string | null;
            /** @description The line's variant attributes as {name, choice} pairs ([] when none). */
            variantAttributes: {
                /** @description The attribute's name. */
                name: string;
                /** @description The chosen value. */
                choice: string;
            }[];
            productDiscount: components["schemas"]["Discount"] | null;
            userDiscount: components["schemas"]["Discount"] | null;
            handlingAmount: string | null;
            /** @description The platform has trouble with this line's artwork, data or production (no detail). */
            problem: boolean;
            /** @description Whether the line is a reorder. */
            reorder: boolean;
            backorderQuantity: number | null;
            /** @description false: no shipment will ever appear for this line. */
            shippable: boolean;
            /** @description Whether the line is delivered digitally (independent of shippable). */
            digitalDelivery: boolean;
        };
        OrderItemPage: {
            /** @description The page of lines. */
            items: components["schemas"]["OrderItem"][];
            /** @description Cursor of the next page, passed back exactly as received; null on the last page (end the loop only on null). */
            nextCursor: string | null;
        };
        /**
         * @example {
         *       "shipmentNumber": 700001,
         *       "orderNumber": 100001,
         *       "carrier": "UPS",
         *       "service": "Ground",
         *       "trackingNumber": "1Z999AA10123456784",
         *       "trackingUrl": "https://www.ups.com/track?tracknum=1Z999AA10123456784",
         *       "shipped": true,
         *       "shippedOn": "2026-01-18T16:00:00.000Z",
         *       "cancelled": false,
         *       "cancelledOn": null,
         *       "createdOn": "2026-01-18T09:00:00.000Z",
         *       "lines": [
         *         {
         *           "itemNumber": 500001,
         *           "quantity": 250
         *         }
         *       ]
         *     }
         */
        Shipment: {
            /** @description The shipment's number. */
            shipmentNumber: number;
            /** @description The order's number. */
            orderNumber: number;
            /** @description The carrier; null when not known. */
            carrier: string | null;
            /** @description The carrier service; null when not known. */
            service: string | null;
            /** @description Tracking number; null until shipped. */
            trackingNumber: string | null;
            /** @description Tracking URL; null when none. */
            trackingUrl: string | null;
            /** @description Whether it has shipped. */
            shipped: boolean;
            /** @description When it shipped; null until then. */
            shippedOn: string | null;
            /** @description Whether it is cancelled; cancelled records stay listed. */
            cancelled: boolean;
            /** @description When it was cancelled; null otherwise. */
            cancelledOn: string | null;
            /**
             * Format: date-time
             * @description When the record was created (ISO 8601 UTC).
             */
            createdOn: string;
            /** @description The visible lines this shipment carries. */
            lines: {
                /** @description The line's item number (the platform's job number; quote it when asking for support). */
                itemNumber: number;
                /** @description The line's quantity. */
                quantity: number;
            }[];
        };
        ShipmentPage: {
            /** @description The page of shipments. */
            shipments: components["schemas"]["Shipment"][];
            /** @description Cursor of the next page, passed back exactly as received; null on the last page (end the loop only on null). */
            nextCursor: string | null;
        };
        Proof: {
            /** @description The order's number. */
            orderNumber: number;
            /** @description The line's item number (the platform's job number; quote it when asking for support). */
            itemNumber: number;
            /** @description NOT_CREATED, PENDING_REVIEW, APPROVED, DECLINED, or UNKNOWN for a status this API has not been taught; null when the line has no proof. */
            proofStatus: string | null;
            /** @description Every consumer-visible proof file, oldest first, at most 200. */
            files: {
                /** @description The proof file's name. */
                name: string;
                link: string | null;
                /** @description True for the current revision. */
                active: boolean;
                /**
                 * Format: date-time
                 * @description When the record was created (ISO 8601 UTC).
                 */
                createdOn: string;
            }[];
            visualUrl: string | null;
        };
        DenialReasons: {
            /** @description The order's number. */
            orderNumber: number;
            /** @description The line's item number (the platform's job number; quote it when asking for support). */
            itemNumber: number;
            /** @description The codes a decline of this line accepts, in the platform's order. */
            reasons: {
                /** @description The denial reason code, to send as `reason` when declining the proof. */
                code: string;
                /** @description What the reason means. */
                description: string;
            }[];
        };
        ProofDecision: {
            /** @description The order's number. */
            orderNumber: number;
            /** @description The line's item number (the platform's job number; quote it when asking for support). */
            itemNumber: number;
            /** @description The decision accepted: APPROVED or DECLINED. */
            proofStatus: string;
            /** @description The denial code sent (decline only). */
            reason?: string;
        };
        ProofDecline: {
            /** @description A code from this line's denial-reasons list. */
            reason: string;
            /** @description Free text; whitespace-only counts as omitted. */
            comment?: string;
        };
        UploadUrlRequest: {
            /** @description A file name without slashes or control characters. */
            fileName: string;
            /** @description A media type; when sent, the PUT must carry exactly this Content-Type. */
            contentType?: string;
        };
        ArtworkReservation: {
            /** @description The order's number. */
            orderNumber: number;
            /** @description The line's item number (the platform's job number; quote it when asking for support). */
            itemNumber: number;
            /** @description The single-use name of the upload reservation, sent back when attaching. */
            reservationName: string;
            /**
             * Format: uri
             * @description A credential: signed, single-purpose, about one minute.
             */
            uploadUrl: string;
            /**
             * @description Always PUT.
             * @enum {string}
             */
            uploadMethod: "PUT";
            /** @description The media type; bound into the upload URL's signature when sent. */
            contentType: string | null;
            /** @description When the upload URL expires (about one minute after issue); null only if unreadable (then assume one minute). */
            expiresAt: string | null;
        };
        AttachRequest: {
            /** @description The single-use name of the upload reservation, sent back when attaching. */
            reservationName: string;
        };
        AttachedFile: {
            /** @description The order's number. */
            orderNumber: number;
            /** @description The line's item number (the platform's job number; quote it when asking for support). */
            itemNumber: number;
            /** @description The URL-safe stored name. */
            fileName: string;
            /** @description Bytes, as reported by storage. */
            fileSize: number;
            /** @description As reported by storage. */
            md5: string;
            /** @description True on creation. */
            active: boolean;
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
            /**
             * @description The event type of the synthetic test ping.
             * @constant
             */
            type: "order.status_changed";
            /**
             * Format: date-time
             * @description The publish time of the notification, not the commit time of the change; not an ordering clock.
             */
            occurredAt: string;
            /**
             * @description The site the record belongs to (a granted site).
             * @constant
             */
            siteId: 0;
            /**
             * @description The order's number.
             * @constant
             */
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
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @description The code of this answer.
                     * @enum {string}
                     */
                    code?: "request_timeout";
                };
            };
        };
        /** @description The request headers are larger than the listener accepts (16 KiB); the connection is closed (`request_headers_too_large`): a problem document */
        RequestHeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @description The code of this answer.
                     * @enum {string}
                     */
                    code?: "request_headers_too_large";
                };
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
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @description The code of this answer.
                     * @enum {string}
                     */
                    code?: "method_not_allowed";
                };
            };
        };
        /** @description A method no operation of the API implements, on a path the document does not list (`not_implemented`): a problem document */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @description The code of this answer.
                     * @enum {string}
                     */
                    code?: "not_implemented";
                };
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
    accessToken: {
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
                    /**
                     * @description The grant: client_credentials (or authorization_code for MCP clients).
                     * @enum {string}
                     */
                    grant_type: "client_credentials" | "authorization_code";
                    /** @description The client's id. */
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
            /** @description The bearer token: use it as `Authorization: Bearer <access_token>` until it expires. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            /** @description RFC 6749 §5.2 error inside a problem document */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /**
                         * @description Always about:blank (a problem document).
                         * @enum {string}
                         */
                        type: "about:blank";
                        /** @description Short summary of the HTTP status. */
                        title: string;
                        /** @description The HTTP status (in a problem document). */
                        status: number;
                        /**
                         * @description The same value as `error`: one of `invalid_request`, `unsupported_grant_type`, `invalid_grant`, `invalid_scope`.
                         * @enum {string}
                         */
                        code: "invalid_request" | "unsupported_grant_type" | "invalid_grant" | "invalid_scope";
                        /** @description Human-readable explanation; may be reworded, never parsed. */
                        detail: string;
                        /** @description The request id, for escalation (also in the X-Request-Id header). */
                        requestId: string;
                        /**
                         * @description The OAuth error code: one of `invalid_request`, `unsupported_grant_type`, `invalid_grant`, `invalid_scope`.
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_grant_type" | "invalid_grant" | "invalid_scope";
                        /** @description Human-readable text about the error. */
                        error_description: string;
                    };
                };
            };
            /** @description invalid_client: client authentication failed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /**
                         * @description Always about:blank (a problem document).
                         * @enum {string}
                         */
                        type: "about:blank";
                        /** @description Short summary of the HTTP status. */
                        title: string;
                        /** @description The HTTP status (in a problem document). */
                        status: number;
                        /**
                         * @description The same value as `error`: `invalid_client`.
                         * @enum {string}
                         */
                        code: "invalid_client";
                        /** @description Human-readable explanation; may be reworded, never parsed. */
                        detail: string;
                        /** @description The request id, for escalation (also in the X-Request-Id header). */
                        requestId: string;
                        /**
                         * @description The OAuth error code: `invalid_client`.
                         * @enum {string}
                         */
                        error: "invalid_client";
                        /** @description Human-readable text about the error. */
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
                    "application/problem+json": {
                        /**
                         * @description Always about:blank (a problem document).
                         * @enum {string}
                         */
                        type: "about:blank";
                        /** @description Short summary of the HTTP status. */
                        title: string;
                        /** @description The HTTP status (in a problem document). */
                        status: number;
                        /**
                         * @description The same value as `error`: `rate_limit_exceeded`.
                         * @enum {string}
                         */
                        code: "rate_limit_exceeded";
                        /** @description Human-readable explanation; may be reworded, never parsed. */
                        detail: string;
                        /** @description The request id, for escalation (also in the X-Request-Id header). */
                        requestId: string;
                        /**
                         * @description The OAuth error code: `rate_limit_exceeded`.
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description Human-readable text about the error. */
                        error_description: string;
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    jwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public keys that verify the bearer tokens this service issues (a JWK set). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The public keys (JWK) that sign access tokens. */
                        keys: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "unknown_query_parameter";
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
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    authorizePage: {
        parameters: {
            query: {
                /** @description Always code. */
                response_type: "code";
                /** @description A registered client id, or the https URL of a Client ID Metadata Document */
                client_id: string;
                redirect_uri: string;
                code_challenge: string;
                /** @description Always S256. */
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
            /** @description The authorization request is refused (`invalid_request`): unknown client, unregistered redirect URI, a response_type other than code, PKCE missing or not S256, a foreign resource. Never a redirect: the refusal is shown to the person. An HTML page when the caller accepts text/html, else a problem document (application/problem+json) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en">…<form method="post" action="/oauth2/authorize">…</form>…</html> */
                    "text/html": string;
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request";
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
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    authorize: {
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
                    /**
                     * @description Always code.
                     * @enum {string}
                     */
                    response_type: "code";
                    /** @description A registered client id, or the https URL of a Client ID Metadata Document */
                    client_id: string;
                    /** @description A redirect URI the client registered. */
                    redirect_uri: string;
                    /** @description The PKCE code challenge (S256). */
                    code_challenge: string;
                    /**
                     * @description Always S256.
                     * @enum {string}
                     */
                    code_challenge_method: "S256";
                    /** @description RFC 8707: PUBLIC_BASE_URL/v1/mcp or PUBLIC_BASE_URL */
                    resource: string;
                    /** @description The client's opaque value, returned unchanged with the code (OAuth `state`). */
                    state?: string;
                    /** @description Space-separated; omitted: every scope the partner holds */
                    scope?: string;
                    /** @description The sign-in form's CSRF token. */
                    csrf_token: string;
                    /** @description Email address. */
                    email: string;
                    /** @description The staff account's password. */
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
            /** @description Signed in: back to the client's redirect URI with code, state and iss */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The authorization request is refused (`invalid_request`), as for GET; never a redirect. An HTML page when the caller accepts text/html, else a problem document (application/problem+json) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en">…<form method="post" action="/oauth2/authorize">…</form>…</html> */
                    "text/html": string;
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Too many sign-in attempts from this address or for this email address (`rate_limit_exceeded`; the token endpoint's limits, on buckets of their own), or this address already has its password checks under way; Retry-After says when to try again. An HTML page when the caller accepts text/html, else a problem document (application/problem+json) */
            429: {
                headers: {
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en">…<form method="post" action="/oauth2/authorize">…</form>…</html> */
                    "text/html": string;
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Every password check slot and queue place is taken (`service_unavailable`): refused at once rather than queued; Retry-After says when to try again. An HTML page when the caller accepts text/html, else a problem document (application/problem+json) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en">…<form method="post" action="/oauth2/authorize">…</form>…</html> */
                    "text/html": string;
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    registerClient: {
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
                    /** @description The redirect URIs the client registers (loopback or https). */
                    redirect_uris: string[];
                    /** @description The client's display name, shown on the sign-in and consent page: at most 200 characters, none of them a control or bidirectional-formatting character. */
                    client_name?: string;
                    /**
                     * @description How the client authenticates at the token endpoint (none: a public client).
                     * @enum {string}
                     */
                    token_endpoint_auth_method?: "none";
                    /** @description The grant types the client uses. */
                    grant_types?: string[];
                    /** @description The response types the client uses (code). */
                    response_types?: string[];
                };
            };
        };
        responses: {
            /** @description Registered: the new public client (RFC 7591), to start the sign-in with. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The client's id. */
                        client_id: string;
                        /** @description When the client id was issued (seconds since the epoch). */
                        client_id_issued_at: number;
                        /** @description The client's display name, shown on the sign-in and consent page: at most 200 characters, none of them a control or bidirectional-formatting character. */
                        client_name?: string;
                        /** @description The redirect URIs the client registers (loopback or https). */
                        redirect_uris: string[];
                        /**
                         * @description How the client authenticates at the token endpoint (none: a public client).
                         * @enum {string}
                         */
                        token_endpoint_auth_method: "none";
                        /** @description The grant types the client uses. */
                        grant_types: string[];
                        /** @description The response types the client uses (code). */
                        response_types: string[];
                    };
                };
            };
            /** @description invalid_redirect_uri or invalid_client_metadata (RFC 7591 §3.2.2); invalid_request for a request the listener refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /**
                         * @description Always about:blank (a problem document).
                         * @enum {string}
                         */
                        type: "about:blank";
                        /** @description Short summary of the HTTP status. */
                        title: string;
                        /** @description The HTTP status (in a problem document). */
                        status: number;
                        /**
                         * @description The same value as `error`: one of `invalid_redirect_uri`, `invalid_client_metadata`, `invalid_request`.
                         * @enum {string}
                         */
                        code: "invalid_redirect_uri" | "invalid_client_metadata" | "invalid_request";
                        /** @description Human-readable explanation; may be reworded, never parsed. */
                        detail: string;
                        /** @description The request id, for escalation (also in the X-Request-Id header). */
                        requestId: string;
                        /**
                         * @description The OAuth error code: one of `invalid_redirect_uri`, `invalid_client_metadata`, `invalid_request`.
                         * @enum {string}
                         */
                        error: "invalid_redirect_uri" | "invalid_client_metadata" | "invalid_request";
                        /** @description Human-readable text about the error. */
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
            /** @description rate_limit_exceeded: too many registrations from this source address (a burst of 10, then one a minute); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /**
                         * @description Always about:blank (a problem document).
                         * @enum {string}
                         */
                        type: "about:blank";
                        /** @description Short summary of the HTTP status. */
                        title: string;
                        /** @description The HTTP status (in a problem document). */
                        status: number;
                        /**
                         * @description The same value as `error`: `rate_limit_exceeded`.
                         * @enum {string}
                         */
                        code: "rate_limit_exceeded";
                        /** @description Human-readable explanation; may be reworded, never parsed. */
                        detail: string;
                        /** @description The request id, for escalation (also in the X-Request-Id header). */
                        requestId: string;
                        /**
                         * @description The OAuth error code: `rate_limit_exceeded`.
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description Human-readable text about the error. */
                        error_description: string;
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    protectedResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The protected-resource metadata of the API (RFC 9728). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The protected resource's identifier (its URL). */
                        resource: string;
                        /** @description The authorization servers that issue tokens for the resource. */
                        authorization_servers: string[];
                        /** @description The scopes a token may carry. */
                        scopes_supported: string[];
                        /** @description How a bearer token is sent (header). */
                        bearer_methods_supported: string[];
                        /** @description The protected resource's name. */
                        resource_name: string;
                        /** @description Where the resource is documented. */
                        resource_documentation: string;
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "unknown_query_parameter";
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
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    mcpProtectedResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The protected-resource metadata of the MCP endpoint (RFC 9728). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The protected resource's identifier (its URL). */
                        resource: string;
                        /** @description The authorization servers that issue tokens for the resource. */
                        authorization_servers: string[];
                        /** @description The scopes a token may carry. */
                        scopes_supported: string[];
                        /** @description How a bearer token is sent (header). */
                        bearer_methods_supported: string[];
                        /** @description The protected resource's name. */
                        resource_name: string;
                        /** @description Where the resource is documented. */
                        resource_documentation: string;
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "unknown_query_parameter";
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
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    authorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authorization-server metadata (RFC 8414). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The authorization server's identifier: the base URL this document is fetched under (RFC 8414). */
                        issuer: string;
                        /** @description The authorization endpoint (interactive sign-in). */
                        authorization_endpoint: string;
                        /** @description The token endpoint. */
                        token_endpoint: string;
                        /** @description The dynamic client registration endpoint (RFC 7591). */
                        registration_endpoint: string;
                        /** @description Where the public signing keys are published. */
                        jwks_uri: string;
                        /** @description The scopes a token may carry. */
                        scopes_supported: string[];
                        /** @description The response types supported (code). */
                        response_types_supported: string[];
                        /** @description The grant types supported. */
                        grant_types_supported: string[];
                        /** @description The PKCE methods supported (S256). */
                        code_challenge_methods_supported: string[];
                        /** @description How clients may authenticate at the token endpoint. */
                        token_endpoint_auth_methods_supported: string[];
                        /** @description Whether authorization responses carry iss (RFC 9207). */
                        authorization_response_iss_parameter_supported: boolean;
                        /** @description Whether a client may use a metadata document URL as its client id. */
                        client_id_metadata_document_supported: boolean;
                        /** @description Where the service is documented. */
                        service_documentation: string;
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "unknown_query_parameter";
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
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is up: its status and clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Always ok.
                         * @enum {string}
                         */
                        status: "ok";
                        /**
                         * Format: date-time
                         * @description The server's time.
                         */
                        time: string;
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "unknown_query_parameter";
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
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller: its partner, how it authenticated, the granted sites and scopes. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
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
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    sitesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sites. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteList"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    sitesGet: {
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
            /** @description The site. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `invalid_site_id`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "invalid_site_id" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `site_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "site_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    productsList: {
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
            /** @description A page of products (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `cursor_not_supported_with_search`, `invalid_cursor`, `invalid_query`, `invalid_request`, `invalid_service_type`, `invalid_site_id`, `search_not_available`, `site_id_required_for_search`, `unknown_query_parameter`, `updated_since_not_supported`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "cursor_not_supported_with_search" | "invalid_cursor" | "invalid_query" | "invalid_request" | "invalid_service_type" | "invalid_site_id" | "search_not_available" | "site_id_required_for_search" | "unknown_query_parameter" | "updated_since_not_supported";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    sitesProducts: {
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
            /** @description A page of products (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `cursor_not_supported_with_search`, `invalid_cursor`, `invalid_query`, `invalid_request`, `invalid_service_type`, `invalid_site_id`, `unknown_query_parameter`, `updated_since_not_supported`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "cursor_not_supported_with_search" | "invalid_cursor" | "invalid_query" | "invalid_request" | "invalid_service_type" | "invalid_site_id" | "unknown_query_parameter" | "updated_since_not_supported";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `site_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "site_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    productsGet: {
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
            /** @description The product. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDetail"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_product_id`, `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_product_id" | "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `product_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "product_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    productsUpdate: {
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
                "application/json": components["schemas"]["ProductPatch"];
            };
        };
        responses: {
            /** @description Done: the product, as it now is. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDetail"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_product_id`, `invalid_product_patch`, `invalid_request`, `null_not_supported`, `sls_null_backfills_master`, `unknown_query_parameter`, `unsupported_field_for_service_type`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_product_id" | "invalid_product_patch" | "invalid_request" | "null_not_supported" | "sls_null_backfills_master" | "unknown_query_parameter" | "unsupported_field_for_service_type";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `product_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "product_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    productsImages: {
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
            /** @description The images. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductImageList"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_product_id`, `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_product_id" | "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `product_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "product_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    productsTemplate: {
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
            /** @description The template. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_product_id`, `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_product_id" | "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `product_not_found`, `template_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "product_not_found" | "template_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    productsQuote: {
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
                "application/json": components["schemas"]["QuoteRequest"];
            };
        };
        responses: {
            /** @description The price of the product at that quantity. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductQuote"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_product_id`, `invalid_quantity`, `invalid_request`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_product_id" | "invalid_quantity" | "invalid_request" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `product_not_found`, `quote_product_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "product_not_found" | "quote_product_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `quote_invalid`. */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "quote_invalid";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    segmentsList: {
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
            /** @description A page of segments (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SegmentPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_cursor`, `invalid_request`, `invalid_site_id`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_cursor" | "invalid_request" | "invalid_site_id" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    productsUpdateVariant: {
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
                "application/json": components["schemas"]["VariantPatch"];
            };
        };
        responses: {
            /** @description Done: the variant, as it now is. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Variant"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_product_id`, `invalid_request`, `invalid_variant_id`, `invalid_variant_patch`, `null_not_supported`, `unknown_query_parameter`, `variant_not_site_addressable`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_product_id" | "invalid_request" | "invalid_variant_id" | "invalid_variant_patch" | "null_not_supported" | "unknown_query_parameter" | "variant_not_site_addressable";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `product_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "product_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    productsUpdateImage: {
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
                "application/json": components["schemas"]["ImagePatch"];
            };
        };
        responses: {
            /** @description The product's images, as they now are. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The product's images. */
                        images: components["schemas"]["ProductImage"][];
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_image_id`, `invalid_image_patch`, `invalid_product_id`, `invalid_request`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_image_id" | "invalid_image_patch" | "invalid_product_id" | "invalid_request" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `image_not_found`, `product_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "image_not_found" | "product_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    productsSetSegments: {
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
                "application/json": components["schemas"]["ProductSegmentsRequest"];
            };
        };
        responses: {
            /** @description Done: the product, as it now is. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDetail"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_product_id`, `invalid_request`, `invalid_segment_ids`, `invalid_segments_body`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_product_id" | "invalid_request" | "invalid_segment_ids" | "invalid_segments_body" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `product_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "product_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    shippingQuote: {
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
                "application/json": components["schemas"]["ShippingQuoteRequest"];
            };
        };
        responses: {
            /** @description The shipping options and their prices for that destination. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingQuote"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `invalid_shipping_quote_request`, `invalid_site_id`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "invalid_shipping_quote_request" | "invalid_site_id" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `product_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "product_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is one of `shipping_quote_unavailable`, `unknown_country_code`, `unknown_state_code`. */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "shipping_quote_unavailable" | "unknown_country_code" | "unknown_state_code";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    usersList: {
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
            /** @description A page of users (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_cursor`, `invalid_division_id`, `invalid_request`, `invalid_site_id`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_cursor" | "invalid_division_id" | "invalid_request" | "invalid_site_id" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    usersCreate: {
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
                "application/json": components["schemas"]["NewUser"];
            };
        };
        responses: {
            /** @description Created: the user. */
            201: {
                headers: {
                    /** @description The new user: /v1/users/{userId}. */
                    Location?: string;
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `invalid_site_id`, `monolith_rejected`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "invalid_site_id" | "monolith_rejected" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `user_already_exists`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "user_already_exists";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `division_not_on_site`. */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "division_not_on_site";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    sitesUsers: {
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
            /** @description A page of users (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_cursor`, `invalid_division_id`, `invalid_request`, `invalid_site_id`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_cursor" | "invalid_division_id" | "invalid_request" | "invalid_site_id" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `site_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "site_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    usersGet: {
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
            /** @description The user. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `invalid_user_id`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "invalid_user_id" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `user_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "user_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    usersUpdate: {
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
                "application/json": components["schemas"]["UserPatch"];
            };
        };
        responses: {
            /** @description Done: the user, as it now is. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `invalid_user_id`, `monolith_rejected`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "invalid_user_id" | "monolith_rejected" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `user_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "user_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `user_already_exists`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "user_already_exists";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `division_not_on_site`. */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "division_not_on_site";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    usersAddresses: {
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
            /** @description A page of addresses (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAddressPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_cursor`, `invalid_request`, `invalid_user_id`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_cursor" | "invalid_request" | "invalid_user_id" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    usersSetSegments: {
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
                "application/json": components["schemas"]["UserSegmentsRequest"];
            };
        };
        responses: {
            /** @description Done: the user, as it now is. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `invalid_user_id`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "invalid_user_id" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `user_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "user_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is one of `all_segments_visible_reset_not_acknowledged`, `auto_assigned_segments_present`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "all_segments_visible_reset_not_acknowledged" | "auto_assigned_segments_present";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `segment_not_on_site`. */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "segment_not_on_site";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    divisionsList: {
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
            /** @description A page of divisions (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DivisionPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_cursor`, `invalid_division_id`, `invalid_request`, `invalid_site_id`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_cursor" | "invalid_division_id" | "invalid_request" | "invalid_site_id" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    divisionsCreate: {
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
                "application/json": components["schemas"]["NewDivision"];
            };
        };
        responses: {
            /** @description Created: the division. */
            201: {
                headers: {
                    /** @description The new division: /v1/divisions/{divisionId}. */
                    Location?: string;
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The division's id (null where the record has none). */
                        divisionId: number;
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `division_create_requires_address`, `invalid_division_id`, `invalid_request`, `invalid_site_id`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "division_create_requires_address" | "invalid_division_id" | "invalid_request" | "invalid_site_id" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `division_code_conflict`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "division_code_conflict";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `division_parent_invalid`, `parent_not_on_site`. */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "division_parent_invalid" | "parent_not_on_site";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    divisionsGet: {
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
            /** @description The division. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Division"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_division_id`, `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_division_id" | "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `division_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "division_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    divisionsUpdate: {
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
                "application/json": components["schemas"]["DivisionPatch"];
            };
        };
        responses: {
            /** @description Done: the division, as it now is. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Division"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_division_id`, `invalid_request`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_division_id" | "invalid_request" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `division_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "division_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `division_code_conflict`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "division_code_conflict";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `division_parent_invalid`, `parent_is_self`, `parent_not_on_site`. */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "division_parent_invalid" | "parent_is_self" | "parent_not_on_site";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is one of `audit_unavailable`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "audit_unavailable" | "service_unavailable";
                    };
                };
            };
        };
    };
    creditAccountsList: {
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
            /** @description A page of credit accounts (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditAccountPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_active`, `invalid_cursor`, `invalid_division_id`, `invalid_request`, `invalid_site_id`, `invalid_user_id`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_active" | "invalid_cursor" | "invalid_division_id" | "invalid_request" | "invalid_site_id" | "invalid_user_id" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    sitesCreditAccounts: {
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
            /** @description A page of credit accounts (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditAccountPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_active`, `invalid_cursor`, `invalid_division_id`, `invalid_request`, `invalid_site_id`, `invalid_user_id`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_active" | "invalid_cursor" | "invalid_division_id" | "invalid_request" | "invalid_site_id" | "invalid_user_id" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `site_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "site_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    creditAccountsGet: {
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
            /** @description The credit account. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditAccount"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_credit_account_id`, `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_credit_account_id" | "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `credit_account_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "credit_account_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    creditAccountsAdjustments: {
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
            /** @description A page of adjustments (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditAdjustmentPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_adjustment_type`, `invalid_credit_account_id`, `invalid_cursor`, `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_adjustment_type" | "invalid_credit_account_id" | "invalid_cursor" | "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `credit_account_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "credit_account_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ordersList: {
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
            /** @description A page of orders (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_cursor`, `invalid_request`, `invalid_site_id`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_cursor" | "invalid_request" | "invalid_site_id" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ordersSubmit: {
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
                "application/json": components["schemas"]["OrderSubmission"];
            };
        };
        responses: {
            /** @description The submission this `partnerOrderId` already made (the same body again), at whatever stage it has reached: never a second order. */
            200: {
                headers: {
                    /** @description Present while the submission is queued or processing: its URL, /v1/orders/submissions/{submissionId}, to poll. */
                    Location?: string;
                    /** @description Present while the submission is queued or processing: seconds to wait before polling it (2). */
                    "Retry-After"?: number;
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            /** @description Created: the submission, `completed` with its order, `failed` with its errors, or still `queued`/`processing` when the wait ended (then with `Location` and `Retry-After`: poll it). */
            201: {
                headers: {
                    /** @description Present while the submission is queued or processing: its URL, /v1/orders/submissions/{submissionId}, to poll. */
                    Location?: string;
                    /** @description Present while the submission is queued or processing: seconds to wait before polling it (2). */
                    "Retry-After"?: number;
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `invalid_site_id`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "invalid_site_id" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is one of `ordering_not_provisioned`, `partner_order_id_reused`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "ordering_not_provisioned" | "partner_order_id_reused";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ordersSubmissions: {
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
            /** @description A page of submissions (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_cursor`, `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_cursor" | "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ordersSubmission: {
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
            /** @description The submission, at the stage it has reached. */
            200: {
                headers: {
                    /** @description Present while the submission is queued or processing: seconds to wait before polling it (2). */
                    "Retry-After"?: number;
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `invalid_submission_id`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "invalid_submission_id" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `submission_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "submission_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ordersGet: {
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
            /** @description The order. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_order_number`, `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_order_number" | "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ordersItems: {
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
            /** @description A page of items (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderItemPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_cursor`, `invalid_order_number`, `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_cursor" | "invalid_order_number" | "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ordersShipments: {
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
            /** @description A page of shipments (follow `nextCursor` for the next). */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipmentPage"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_cursor`, `invalid_order_number`, `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_cursor" | "invalid_order_number" | "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ordersProof: {
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
            /** @description The proof. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proof"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_item_number`, `invalid_order_number`, `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_item_number" | "invalid_order_number" | "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `order_item_not_found`, `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_not_found" | "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ordersDenialReasons: {
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
            /** @description The denial reasons. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DenialReasons"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_item_number`, `invalid_order_number`, `invalid_request`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_item_number" | "invalid_order_number" | "invalid_request" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `order_item_not_found`, `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_not_found" | "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ordersApproveProof: {
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
            /** @description Approved: the line leaves review. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProofDecision"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_item_number`, `invalid_order_number`, `invalid_request`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_item_number" | "invalid_order_number" | "invalid_request" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `order_item_not_found`, `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_not_found" | "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is one of `order_item_cancelled`, `proof_not_pending_review`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_cancelled" | "proof_not_pending_review";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ordersDeclineProof: {
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
                "application/json": components["schemas"]["ProofDecline"];
            };
        };
        responses: {
            /** @description Declined: the line goes back to prepress with your reason. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProofDecision"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_item_number`, `invalid_order_number`, `invalid_request`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_item_number" | "invalid_order_number" | "invalid_request" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `order_item_not_found`, `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_not_found" | "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is one of `order_item_cancelled`, `proof_not_pending_review`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_cancelled" | "proof_not_pending_review";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `denial_reason_not_available`. */
            422: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "denial_reason_not_available";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ordersArtworkUploadUrl: {
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
                "application/json": components["schemas"]["UploadUrlRequest"];
            };
        };
        responses: {
            /** @description Reserved: a signed URL to `PUT` the file to, and the reservation to attach it with. */
            200: {
                headers: {
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtworkReservation"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_item_number`, `invalid_order_number`, `invalid_request`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_item_number" | "invalid_order_number" | "invalid_request" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `order_item_not_found`, `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_not_found" | "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `order_item_cancelled`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_cancelled";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    ordersAttachArtwork: {
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
                "application/json": components["schemas"]["AttachRequest"];
            };
        };
        responses: {
            /** @description Attached: the print file as stored, with its size and MD5. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttachedFile"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_item_number`, `invalid_order_number`, `invalid_request`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_item_number" | "invalid_order_number" | "invalid_request" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `order_item_not_found`, `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_not_found" | "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is one of `artwork_reservation_not_usable`, `order_item_cancelled`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "artwork_reservation_not_usable" | "order_item_cancelled";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    testHelpersSetOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 100006 */
                orderNumber: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "IN_PRODUCTION"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The status the order moves to.
                     * @enum {string}
                     */
                    status: "RECEIVED" | "IN_PRODUCTION" | "ON_HOLD" | "PARTIALLY_SHIPPED" | "SHIPPED" | "COMPLETED" | "CANCELLED";
                };
            };
        };
        responses: {
            /** @description Done: the order, as it now is. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_order_number`, `invalid_request`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_order_number" | "invalid_request" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `test_helper_refused`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "test_helper_refused";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    testHelpersSetProductionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 100006 */
                orderNumber: number;
                /** @example 500010 */
                itemNumber: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productionStatus": "FINISHING"
                 *     }
                 */
                "application/json": {
                    productionStatus: ("PREPRESS" | "PROOFING" | "IN_PRODUCTION" | "FINISHING" | "READY_TO_SHIP" | "SHIPPED" | "ON_HOLD") | null;
                };
            };
        };
        responses: {
            /** @description Done: the order item, as it now is. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderItem"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_item_number`, `invalid_order_number`, `invalid_request`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_item_number" | "invalid_order_number" | "invalid_request" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `order_item_not_found`, `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_not_found" | "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is one of `order_item_cancelled`, `test_helper_refused`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_cancelled" | "test_helper_refused";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    testHelpersPublishProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 100006 */
                orderNumber: number;
                /** @example 500010 */
                itemNumber: number;
            };
            cookie?: never;
        };
        /** @description Every field optional: send {} for a proof with the default reasons. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reasons": [
                 *         {
                 *           "code": "TYPO",
                 *           "description": "Text contains a typo"
                 *         },
                 *         {
                 *           "code": "LOW_RESOLUTION",
                 *           "description": "Images are low resolution"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description The denial reasons a decline of this proof may give (replacing those offered). Omitted: the line keeps its own, or offers TYPO and WRONG_COLOR when it has none. */
                    reasons?: {
                        /** @description Upper-case; UNKNOWN is never offered. */
                        code: string;
                        /** @description What the reason means. */
                        description: string;
                    }[];
                    /** @description The proof file’s name (default `sandbox-proof-<itemNumber>.pdf`). */
                    fileName?: string;
                };
            };
        };
        responses: {
            /** @description Created: the proof. */
            201: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proof"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_item_number`, `invalid_order_number`, `invalid_request`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_item_number" | "invalid_order_number" | "invalid_request" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `order_item_not_found`, `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_not_found" | "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is one of `order_item_cancelled`, `test_helper_refused`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_cancelled" | "test_helper_refused";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    testHelpersCancelLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 100006 */
                orderNumber: number;
                /** @example 500011 */
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
            /** @description Done: the order item, as it now is. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderItem"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_item_number`, `invalid_order_number`, `invalid_request`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_item_number" | "invalid_order_number" | "invalid_request" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `order_item_not_found`, `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_not_found" | "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is one of `order_item_cancelled`, `order_item_on_shipment`, `test_helper_refused`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_cancelled" | "order_item_on_shipment" | "test_helper_refused";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    testHelpersShip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 100006 */
                orderNumber: number;
            };
            cookie?: never;
        };
        /** @description Every field optional: send {} to ship everything left to ship. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "carrier": "UPS",
                 *       "service": "Ground",
                 *       "trackingNumber": "1Z999AA10123456784"
                 *     }
                 */
                "application/json": {
                    /** @description The lines the shipment carries. Omitted: every visible, shippable, uncancelled line, with the quantity no live shipment carries yet. */
                    lines?: {
                        /** @description The line's item number (the platform's job number; quote it when asking for support). */
                        itemNumber: number;
                        /** @description Default: the whole line. */
                        quantity?: number;
                    }[];
                    /** @description Default `UPS`. */
                    carrier?: string;
                    /** @description Default `Ground`. */
                    service?: string;
                    /** @description Default `SANDBOX<shipmentNumber>`. */
                    trackingNumber?: string;
                    /**
                     * Format: uri
                     * @description Default none.
                     */
                    trackingUrl?: string;
                };
            };
        };
        responses: {
            /** @description Created: the shipment. */
            201: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_order_number`, `invalid_request`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_order_number" | "invalid_request" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `order_item_not_found`, `order_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_not_found" | "order_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is one of `order_item_cancelled`, `order_item_quantity_exceeded`, `test_helper_refused`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_item_cancelled" | "order_item_quantity_exceeded" | "test_helper_refused";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    testHelpersCancelShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 100006 */
                orderNumber: number;
                /** @example 700002 */
                shipmentNumber: number;
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
            /** @description Done: the shipment, as it now is. */
            200: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_order_number`, `invalid_request`, `invalid_shipment_number`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_order_number" | "invalid_request" | "invalid_shipment_number" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description insufficient_scope problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is one of `order_not_found`, `shipment_not_found`. */
            404: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "order_not_found" | "shipment_not_found";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `test_helper_refused`. */
            409: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "test_helper_refused";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    mcp: {
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
                 * @example me
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
                    /**
                     * @description Always 2.0.
                     * @enum {string}
                     */
                    jsonrpc: "2.0";
                    /** @description The JSON-RPC method. */
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
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                    /**
                     * @example event: message
                     *     data: {"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"me","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true}}]}}
                     */
                    "text/event-stream": string;
                };
            };
            /** @description A notification, accepted */
            202: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem document (application/problem+json); `code` is one of `invalid_request`, `null_not_supported`, `unknown_query_parameter`. */
            400: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_request" | "null_not_supported" | "unknown_query_parameter";
                    };
                };
            };
            /** @description Problem document (application/problem+json); `code` is `invalid_token`. */
            401: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "invalid_token";
                    };
                };
            };
            /** @description origin_not_allowed problem document; or the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body */
            403: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "origin_not_allowed";
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Problem document (application/problem+json); `code` is `not_acceptable`. */
            406: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "not_acceptable";
                    };
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description Problem document (application/problem+json); `code` is `rate_limit_exceeded`. */
            429: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    /** @description Whole seconds until a request will be served */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
            431: components["responses"]["RequestHeadersTooLarge"];
            /** @description Problem document (application/problem+json); `code` is `internal_error`. */
            500: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            501: components["responses"]["NotImplemented"];
            /** @description Problem document (application/problem+json); `code` is `service_unavailable`. */
            503: {
                headers: {
                    /** @description The partner's policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400` */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200` */
                    RateLimit?: string;
                    /** @description `no-store`: an answer to an authenticated request is the caller's own, for no cache to keep */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description The codes this answer can carry on this operation; branch on `code`.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
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
