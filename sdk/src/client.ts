// The client: one per credential and host.
//
//   const client = new PartnerClient({ baseUrl, clientId, clientSecret });
//   const { order } = await client.orders.submit(body);
//   for await (const o of client.orders.list({ siteId })) …
import { type ApiResponse, type CallOptions, Core, type ClientOptions, type RequestOptions, type ResponseInfo } from './core.ts';
import { reconcile, type ReconcileOptions, type ReconcileResult } from './reconcile.ts';
import { CreditAccounts, Divisions, Products, Segments, Shipping, Sites, Users } from './generated/resources.ts';
import { Orders } from './resources/orders.ts';
import { TestHelpers } from './resources/test-helpers.ts';
import type { Me } from './types.ts';

export class PartnerClient {
  readonly orders: Orders;
  readonly products: Products;
  readonly segments: Segments;
  readonly shipping: Shipping;
  readonly users: Users;
  readonly divisions: Divisions;
  readonly creditAccounts: CreditAccounts;
  readonly sites: Sites;
  /** The sandbox's test helpers; on any other host each call throws SandboxOnlyError. */
  readonly testHelpers: TestHelpers;
  private readonly core: Core;
  private readonly options: ClientOptions;

  /** `core` is internal: a view made by `with` or `withResponse` shares its parent's. */
  constructor(options: ClientOptions, core?: Core) {
    this.core = core ?? new Core(options);
    this.options = options;
    this.orders = new Orders(this.core);
    this.products = new Products(this.core);
    this.segments = new Segments(this.core);
    this.shipping = new Shipping(this.core);
    this.users = new Users(this.core);
    this.divisions = new Divisions(this.core);
    this.creditAccounts = new CreditAccounts(this.core);
    this.sites = new Sites(this.core);
    this.testHelpers = new TestHelpers(this.core);
  }

  get baseUrl(): string {
    return this.core.baseUrl;
  }

  /**
   * The same client (its connections, token and rate-limit pacing) with other options for the calls made through it:
   * `await client.with({ timeoutMs: 5_000, maxRetries: 0, signal }).orders.get(12)`.
   */
  with(call: CallOptions): PartnerClient {
    return new PartnerClient(this.options, this.core.derive(call));
  }

  /**
   * A call's result with the HTTP answer it came from (status, request id, headers, timing, rate-limit state):
   * `const { data, response } = await client.withResponse((c) => c.orders.get(12))`. With several requests in the
   * call (pages, polls), `response` is the last answer.
   */
  async withResponse<T>(
    call: (client: PartnerClient) => Promise<T>,
    options: CallOptions = {},
  ): Promise<{ data: T; response: ResponseInfo }> {
    let last: ResponseInfo | undefined;
    const view = new PartnerClient(
      this.options,
      this.core.derive(options, (r) => {
        last = r;
      }),
    );
    const data = await call(view);
    if (!last) throw new Error('withResponse: the call made no request');
    return { data, response: last };
  }

  /** Who the credential is: partnerId, authMethod, grantedSiteIds, scopes. */
  async me(): Promise<Me> {
    return (await this.core.request<Me>('GET', '/v1/me')).data;
  }

  /** Liveness (no scope needed). */
  async ping(): Promise<{ status: string; time: string }> {
    return (await this.core.request<{ status: string; time: string }>('GET', '/v1/ping')).data;
  }

  /** Walks orders, lines and shipments and reports every change since `checkpoint` (see reconcile.ts and the README). */
  reconcile(options: ReconcileOptions): Promise<ReconcileResult> {
    return reconcile(this.orders, options);
  }

  /** Any operation by path, with the client's authentication, retries and typed errors. */
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.core.request<T>(method, path, options);
  }

  /** The current access token (minted if needed); undefined on the mTLS host. */
  accessToken(): Promise<string | undefined> {
    return this.core.accessToken();
  }

  /** Releases the mTLS host's keep-alive connections (nothing to do for the bearer hosts). */
  close(): void {
    this.core.close();
  }
}
