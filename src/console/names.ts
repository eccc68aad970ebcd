// Names for the ids the admin API answers: pages show a site's and a
// partner's name, and offer them by name in filters. Read through the admin
// API like everything else, at its own page size (no console-local number).
import type { ConsoleApi } from './api.ts';
import type { MembersAnswer, Partner, PartnersPage, Site, SitesAnswer } from './answers.ts';

type Member = MembersAnswer['members'][number];

/** At most this many pages of partners or members (each of the admin API's default size) are read for names; the rest show their ids. */
const MAX_PAGES = 20;

export interface Names {
  sites: Array<Pick<Site, 'siteId' | 'name'>>;
  partners: Array<Pick<Partner, 'partnerId' | 'name'>>;
  /** `Acme Print Co`, or `site 7` for one the list does not hold (and `—` for none). */
  site(id: unknown): string;
  partner(id: unknown): string;
  /** The partners as a filter's options (layout/field.eta), an empty "Any" first. */
  partnerOptions(): Array<{ value: string; label: string }>;
}

/** Every row of a keyset-paged admin list, page after page (at most MAX_PAGES; `read` answers null when the API refused). */
export async function allPages<T>(read: (cursor: string | undefined) => Promise<{ items: T[]; next: string | null } | null>): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < MAX_PAGES; i += 1) {
    const page = await read(cursor);
    if (!page) break;
    out.push(...page.items);
    if (!page.next) break;
    cursor = page.next;
  }
  return out;
}

export async function namesOf(
  api: ConsoleApi,
  wanted: { sites?: boolean; partners?: boolean } = { sites: true, partners: true },
): Promise<Names> {
  const [sites, partners] = await Promise.all([
    wanted.sites ? api.get<SitesAnswer>('/admin/sites').then((r) => (r.status === 200 ? r.body.sites : [])) : [],
    wanted.partners
      ? allPages(async (cursor) => {
          const r = await api.get<PartnersPage>('/admin/partners', { cursor });
          return r.status === 200 ? { items: r.body.partners, next: r.body.nextCursor } : null;
        })
      : [],
  ]);
  const siteNames = new Map(sites.map((s) => [String(s.siteId), s.name]));
  const partnerNames = new Map(partners.map((p) => [String(p.partnerId), p.name]));
  const label = (names: Map<string, string>, kind: string) => (id: unknown) =>
    id === null || id === undefined || id === '' ? '—' : (names.get(String(id)) ?? `${kind} ${id}`);
  const byName = partners.map(({ partnerId, name }) => ({ partnerId, name })).sort((a, b) => a.name.localeCompare(b.name));
  return {
    sites: sites.map(({ siteId, name }) => ({ siteId, name })).sort((a, b) => a.name.localeCompare(b.name)),
    partners: byName,
    site: label(siteNames, 'site'),
    partner: label(partnerNames, 'partner'),
    partnerOptions: () => [{ value: '', label: 'Any' }, ...byName.map((p) => ({ value: String(p.partnerId), label: p.name }))],
  };
}

/** The team, by name, for the audit log's person filter (the members the caller's role may list; none otherwise). */
export async function membersOf(api: ConsoleApi): Promise<Member[]> {
  const members = await allPages(async (cursor) => {
    const r = await api.get<MembersAnswer>('/admin/team', { cursor });
    return r.status === 200 ? { items: r.body.members, next: r.body.nextCursor } : null;
  });
  return members.sort((a, b) => a.name.localeCompare(b.name));
}
