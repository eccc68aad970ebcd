// Users, divisions, credit accounts and sites.
import type { Core } from '../core.ts';
import { PageIterator } from '../pagination.ts';
import type {
  Address,
  CreditAccount,
  CreditAdjustment,
  Division,
  DivisionPatch,
  ListQuery,
  NewDivision,
  NewUser,
  ProductSummary,
  Site,
  User,
  UserDetail,
  UserPatch,
  UserSegments,
} from '../types.ts';

const id = (n: number | string) => encodeURIComponent(String(n));

/** One listing: `key` names the array of the page. */
function pages<T>(core: Core, path: string, key: string, query: Record<string, unknown>): PageIterator<T> {
  return new PageIterator(async (cursor) => {
    const { data } = await core.request<Record<string, unknown>>('GET', path, {
      query: { ...(query as Record<string, string | number | boolean | undefined>), cursor },
    });
    return { items: data[key] as T[], nextCursor: data.nextCursor as string | null };
  });
}

export class Users {
  constructor(private readonly core: Core) {}

  list(query: ListQuery<'/v1/users'> = {}): PageIterator<User> {
    return pages(this.core, '/v1/users', 'users', query);
  }
  async get(userId: number): Promise<UserDetail> {
    return (await this.core.request<UserDetail>('GET', `/v1/users/${id(userId)}`)).data;
  }
  async create(body: NewUser): Promise<UserDetail> {
    return (await this.core.request<UserDetail>('POST', '/v1/users', { body })).data;
  }
  async update(userId: number, patch: UserPatch): Promise<UserDetail> {
    return (await this.core.request<UserDetail>('PATCH', `/v1/users/${id(userId)}`, { body: patch })).data;
  }
  async setSegments(userId: number, body: UserSegments): Promise<UserDetail> {
    return (await this.core.request<UserDetail>('PUT', `/v1/users/${id(userId)}/segments`, { body })).data;
  }
  addresses(userId: number, query: ListQuery<'/v1/users/{userId}/addresses'> = {}): PageIterator<Address> {
    return pages(this.core, `/v1/users/${id(userId)}/addresses`, 'addresses', query);
  }
}

export class Divisions {
  constructor(private readonly core: Core) {}

  list(query: ListQuery<'/v1/divisions'> = {}): PageIterator<Division> {
    return pages(this.core, '/v1/divisions', 'divisions', query);
  }
  async get(divisionId: number): Promise<Division> {
    return (await this.core.request<Division>('GET', `/v1/divisions/${id(divisionId)}`)).data;
  }
  /** Creates a division; returns its id (the service answers `{divisionId}` and a Location). */
  async create(body: NewDivision): Promise<{ divisionId: number }> {
    return (await this.core.request<{ divisionId: number }>('POST', '/v1/divisions', { body })).data;
  }
  /** Mind the spec's warning: on most sites every PATCH clears the division's stored address. */
  async update(divisionId: number, patch: DivisionPatch): Promise<Division> {
    return (await this.core.request<Division>('PATCH', `/v1/divisions/${id(divisionId)}`, { body: patch })).data;
  }
}

export class CreditAccounts {
  constructor(private readonly core: Core) {}

  list(query: ListQuery<'/v1/credit-accounts'> = {}): PageIterator<CreditAccount> {
    return pages(this.core, '/v1/credit-accounts', 'creditAccounts', query);
  }
  async get(creditAccountId: number): Promise<CreditAccount> {
    return (await this.core.request<CreditAccount>('GET', `/v1/credit-accounts/${id(creditAccountId)}`)).data;
  }
  adjustments(
    creditAccountId: number,
    query: ListQuery<'/v1/credit-accounts/{creditAccountId}/adjustments'> = {},
  ): PageIterator<CreditAdjustment> {
    return pages(this.core, `/v1/credit-accounts/${id(creditAccountId)}/adjustments`, 'adjustments', query);
  }
}

export class Sites {
  constructor(private readonly core: Core) {}

  /** The granted sites (one answer, not paged). */
  async list(): Promise<Site[]> {
    return (await this.core.request<{ sites: Site[] }>('GET', '/v1/sites')).data.sites;
  }
  async get(siteId: number): Promise<Site> {
    return (await this.core.request<Site>('GET', `/v1/sites/${id(siteId)}`)).data;
  }
  /** The products of one site: the same pages as `products.list({ siteId })`, at the site's own path. */
  products(siteId: number, query: ListQuery<'/v1/sites/{siteId}/products'> = {}): PageIterator<ProductSummary> {
    return pages(this.core, `/v1/sites/${id(siteId)}/products`, 'products', query);
  }
  /** The users of one site: the same pages as `users.list({ siteId })`, at the site's own path. */
  users(siteId: number, query: ListQuery<'/v1/sites/{siteId}/users'> = {}): PageIterator<User> {
    return pages(this.core, `/v1/sites/${id(siteId)}/users`, 'users', query);
  }
  /** The credit accounts of one site: the same pages as `creditAccounts.list({ siteId })`, at the site's own path. */
  creditAccounts(siteId: number, query: ListQuery<'/v1/sites/{siteId}/credit-accounts'> = {}): PageIterator<CreditAccount> {
    return pages(this.core, `/v1/sites/${id(siteId)}/credit-accounts`, 'creditAccounts', query);
  }
}
