// The reference's errors page: the fields of the problem document every
// refusal carries, then every error code the document names, with the
// statuses it comes with and the operations that can answer it. Each code
// has an anchor (`#code-order_not_found`): the operations' response tables
// and the search link to it.
import { esc, schemaFields } from './fields.ts';
import { errorCodes, operations } from './reference.ts';

type Json = Record<string, any>;

/** Past this many operations a code is common to most of the API: the page says how many, and lists them folded. */
const LISTED_OPERATIONS = 12;

export interface ErrorCode {
  code: string;
  statuses: string[];
  operationIds: string[];
}

/** Every code of the document's error answers, in alphabetical order. */
export function errorCatalogue(document: Json): ErrorCode[] {
  const codes = new Map<string, { statuses: Set<string>; operationIds: Set<string> }>();
  for (const o of operations(document)) {
    for (const [status, response] of Object.entries<Json>(o.op.responses ?? {})) {
      for (const code of errorCodes(response)) {
        const entry = codes.get(code) ?? { statuses: new Set(), operationIds: new Set() };
        entry.statuses.add(status);
        entry.operationIds.add(o.id);
        codes.set(code, entry);
      }
    }
  }
  return [...codes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, { statuses, operationIds }]) => ({ code, statuses: [...statuses].sort(), operationIds: [...operationIds] }));
}

/** The page's main part; `href` gives an operation's link (its page and anchor). Empty when the document has no Problem. */
export function errorsPage(document: Json, href: (operationId: string) => string): string {
  if (!document.components?.schemas?.Problem) return '';
  const rows = errorCatalogue(document).map(({ code, statuses, operationIds }) => {
    const links = operationIds.map((id) => `<a href="${esc(href(id))}">${esc(id)}</a>`).join(' ');
    const listed =
      operationIds.length > LISTED_OPERATIONS ? `<details><summary>${operationIds.length} operations</summary>${links}</details>` : links;
    return `<tr id="code-${esc(code)}"><td><code>${esc(code)}</code></td><td>${statuses.map((s) => `<span class="status s${esc(s[0])}">${esc(s)}</span>`).join(' ')}</td><td class="ops-list">${listed}</td></tr>`;
  });
  return `<h1 id="problem">Errors</h1><p>Every refusal is an RFC 9457 problem document (<code>application/problem+json</code>); branch on <code>code</code>. Each operation lists the codes it can answer; every code is below, with the operations that answer it.</p>
<h2>The problem document</h2>${schemaFields(document, { $ref: '#/components/schemas/Problem' }, 'problem')}
<h2>Every code</h2><div class="scroll"><table class="codes"><thead><tr><th>code</th><th>status</th><th>answered by</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}
