// The team: every member with the ids the team's jobs ask for (member id,
// token id), and the personal API tokens the admin API lets the caller see
// (an administrator everyone's, anyone else their own: the API's default,
// asked without a member). Each row links to the jobs that act on it, the
// id filled in (jobs/routes.ts reads path parameters from a link's query).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { identityOf, queryString, type ApiFor } from '../api.ts';
import type { TokensAnswer } from '../answers.ts';
import { jobsOf, type AdminRouteEntry } from '../jobs/catalogue.ts';
import { CONSOLE_ROUTE, page } from '../layout/render.ts';
import { allPages, membersOf } from '../names.ts';
import { refusalFor } from '../refusal.ts';

/** The jobs a member's row offers, and a token's, each by its operationId with the row's short label. */
const MEMBER_JOBS = { teamUpdate: 'Edit', teamSetPassword: 'Set password', teamSignOutEverywhere: 'Sign out everywhere' };
const TOKEN_JOBS = { tokensRevoke: 'Revoke' };

export interface TeamOptions {
  apiFor: ApiFor;
  /** The admin host's route registry: the jobs, with the operation each performs. */
  adminRoutes: () => readonly AdminRouteEntry[];
}

export const teamPages: FastifyPluginAsyncTypebox<TeamOptions> = async (app, { apiFor, adminRoutes }) => {
  app.get('/console/team', CONSOLE_ROUTE, async (request, reply) => {
    const api = apiFor(request);
    const { staff } = identityOf(request);
    const [members, tokens] = await Promise.all([
      membersOf(api),
      allPages(async (cursor) => {
        const r = await api.get<TokensAnswer>('/admin/api-tokens', { cursor, limit: 200 });
        return r.status === 200 ? { items: r.body.tokens, next: r.body.nextCursor } : null;
      }),
    ]);
    const jobs = new Map(jobsOf(adminRoutes()).map((job) => [job.id, job]));
    /**
     * A job's link for one record, its id filled in; none when the job is gone or the member's role may not
     * take it. On another member's row the self-service jobs (one's own password, sessions) need team.manage:
     * the staff matrix's reading of team.self, which the admin API applies when the form is posted.
     */
    const linksFor = (labels: Record<string, string>, key: string, id: number, own: boolean) =>
      Object.entries(labels).flatMap(([jobId, label]) => {
        const job = jobs.get(jobId);
        if (!job || !job.params.some((f) => f.key === key) || refusalFor(staff?.role, job.operation)) return [];
        if (!own && job.operation === 'team.self' && refusalFor(staff?.role, 'team.manage')) return [];
        return [{ href: `/console/jobs/${encodeURIComponent(jobId)}${queryString({ [key]: id })}`, label, title: job.summary }];
      });
    const byMember = new Map<number, typeof tokens>();
    for (const t of tokens) byMember.set(t.memberId, [...(byMember.get(t.memberId) ?? []), t]);
    return page(request, reply, 'team/list', {
      title: 'Team',
      members: [...members]
        .sort((a, b) => a.memberId - b.memberId)
        .map((m) => ({
          ...m,
          own: m.memberId === staff?.id,
          links: linksFor(MEMBER_JOBS, 'memberId', m.memberId, m.memberId === staff?.id),
          tokens: (byMember.get(m.memberId) ?? []).map((t) => ({
            ...t,
            links: t.revokedAt ? [] : linksFor(TOKEN_JOBS, 'tokenId', t.tokenId, true),
          })),
        })),
      seesEveryone: !refusalFor(staff?.role, 'api_tokens.any'),
    });
  });
};
