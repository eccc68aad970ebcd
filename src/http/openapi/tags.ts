// The document's top-level `tags`: every tag its operations (and webhooks)
// use, in the order a reader meets them, each with what it groups. Generators
// and reference pages order and describe sections by this list.

type Json = Record<string, any>;

/** What each tag groups; the words hold in the partner and the back-office document alike. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Identity: 'Tokens, keys and interactive sign-in: how a caller gets and proves its credential.',
  MCP: 'The Model Context Protocol endpoint and the OAuth discovery documents MCP clients read.',
  Service: 'Whether the service answers.',
  Sites: 'Storefront sites: the tenancy unit every other resource belongs to.',
  Catalog: 'Products, variants, images, templates, segments and prices.',
  Shipping: 'Fulfilment centres, shipping services, rates and quotes.',
  Users: 'Storefront users, their addresses and segments.',
  Divisions: 'Divisions of a site (departments or branches users and orders belong to).',
  'Credit accounts': 'Credit accounts and their movements.',
  Orders: 'Order submissions, orders, their lines and shipments.',
  Proofs: 'Proofs of order lines: files, approval and decline.',
  Artwork: 'Artwork uploads attached to order lines.',
  Webhooks: 'Webhook events sent to partners, and (back office) their endpoints and deliveries.',
  'Test helpers': 'Sandbox only: move orders through production as the print shop would.',
  Partners: 'Partner organisations, their granted sites and usage.',
  Clients: "Partners' OAuth app clients (machine credentials).",
  Certificates: "Partners' client certificates for the mutual-TLS host.",
  'Staff accounts': "Partners' staff accounts for interactive sign-in.",
  'Sign-in clients': 'Clients MCP applications registered for interactive sign-in (RFC 7591).',
  Audit: 'The audit log of every back-office change.',
  Submissions: 'Order submissions as the back office sees them: requeue or fail.',
  Workers: 'The submission workers: status, pause and resume.',
  'Pricing rules': 'Discounts and handling fees by product and user.',
  Retention: 'How long operational data is kept, and pruning on demand.',
  Team: 'Back-office team members, their roles and passwords.',
  'API tokens': "Team members' personal API tokens.",
  CLI: 'The command line, run by the service beside it.',
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Lists the tags the document's operations use, first use first, described. */
export function documentTags(document: Json): Json {
  const used: string[] = [];
  for (const section of [document.paths, document.webhooks]) {
    for (const item of Object.values<Json>(section ?? {})) {
      for (const [method, operation] of Object.entries<Json>(item)) {
        if (!METHODS.includes(method)) continue;
        for (const tag of (operation.tags ?? []) as string[]) if (!used.includes(tag)) used.push(tag);
      }
    }
  }
  document.tags = used.map((name) => (TAG_DESCRIPTIONS[name] ? { name, description: TAG_DESCRIPTIONS[name] } : { name }));
  return document;
}
