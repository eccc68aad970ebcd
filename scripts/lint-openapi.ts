// Generates the OpenAPI documents (as `npm run openapi` does), writes them to
// docs/, and lints them with Redocly's recommended ruleset plus the project's
// own rules (every operation has a summary, a description, examples and its
// problem codes; every field of both documents a description). Prints every
// problem; exits 1 when any is an error (warnings do not fail the build).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { DOCUMENT_FILES, DOCUMENT_KEYS, generateOpenApi, render, root } from './openapi.ts';

// Rules of `recommended` turned off, each with its reason.
const RULE_OVERRIDES = {
  // The API is offered to contracted partners only; its terms are in the
  // partner agreement, not an open-source licence.
  'info-license': 'off',
  'info-license-url': 'off',
  // The server URL is the deployment's PUBLIC_BASE_URL; the generated files
  // carry a placeholder, and the served document (/v1/openapi.json) the real one.
  'no-server-example.com': 'off',
  // The spec itself defines /v1/orders/submissions/{submissionId} beside
  // /v1/orders/{orderNumber}/items and /shipments; order numbers are digits
  // only (their path pattern), so a request never matches both.
  'no-ambiguous-paths': 'off',
} as const;

type Operation = {
  summary?: string;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
};
type Media = { example?: unknown; examples?: unknown };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const hasExample = (content: Record<string, Media> | undefined) =>
  !!content && Object.keys(content).length > 0 && Object.values(content).every((m) => m.example !== undefined || m.examples !== undefined);

/**
 * The reference page is only as good as its examples: every operation needs a
 * summary, an example on its request body and on its success response (200,
 * or the first 2xx when it answers 201 or 204 with a body).
 */
export function exampleProblems(document: { paths?: Record<string, Record<string, Operation>> }): string[] {
  const problems: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item).filter(([m]) => METHODS.includes(m))) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!operation.summary?.trim()) problems.push(`${where}: no summary`);
      if (operation.requestBody && !hasExample(operation.requestBody.content)) problems.push(`${where}: request body has no example`);
      const responses = operation.responses ?? {};
      const status =
        '200' in responses
          ? '200'
          : Object.keys(responses)
              .sort()
              .find((s) => /^2/.test(s));
      const success = status ? responses[status] : undefined;
      if (!success) problems.push(`${where}: no success response`);
      else if (status !== '204' && !hasExample(success.content)) problems.push(`${where}: ${status} response has no example`);
    }
  }
  return problems;
}

type Doc = Record<string, any>;

/** A response, with a `$ref` to the document's shared responses followed. */
function resolveResponse(document: Doc, response: Doc): Doc {
  const ref = /^#\/components\/responses\/(.+)$/.exec(String(response?.$ref ?? ''));
  return ref ? (document.components?.responses?.[ref[1]!] ?? {}) : response;
}

const isProblemSchema = (schema: Doc | undefined): boolean =>
  schema?.$ref === '#/components/schemas/Problem' || schema?.allOf?.[0]?.$ref === '#/components/schemas/Problem';

/** Properties without a description, below `node` (a property that is a `$ref` takes its component's). */
function undescribedFields(node: unknown, where: string, out: string[]): void {
  if (Array.isArray(node)) return node.forEach((item, i) => undescribedFields(item, `${where}/${i}`, out));
  if (!node || typeof node !== 'object') return;
  for (const [name, property] of Object.entries<Doc>((node as Doc).properties ?? {})) {
    const described = property?.description || property?.$ref || (property?.anyOf ?? []).some((b: Doc) => b?.description || b?.$ref);
    if (!described) out.push(`${where}: field ${name} has no description`);
  }
  for (const [key, child] of Object.entries(node as Doc)) {
    if (key !== 'example' && key !== 'examples') undescribedFields(child, key === 'properties' ? where : `${where}/${key}`, out);
  }
}

/**
 * The reference tells the truth only if it says it: every operation has a
 * description; every error answer that is a problem document lists its
 * codes (`x-codes`, the `code` enum), an error of the route's own shape
 * (RFC 6749, RFC 7591) its `code` enum, and every operation has one that does;
 * with `fields`, every property of every schema has a description.
 */
export function documentationProblems(document: Doc, options: { fields?: boolean } = {}): string[] {
  const problems: string[] = [];
  for (const [path, item] of Object.entries<Doc>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<Doc>(item).filter(([m]) => METHODS.includes(m))) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!String(operation.description ?? '').trim()) problems.push(`${where}: no description`);
      let listed = 0;
      for (const [status, given] of Object.entries<Doc>(operation.responses ?? {})) {
        if (!/^[45]/.test(status)) continue;
        const response = resolveResponse(document, given);
        const problem = Object.values<Doc>(response.content ?? {}).find((media) => isProblemSchema(media?.schema));
        if (!problem) {
          // The route's own error shape (RFC 6749, RFC 7591) lists its codes in the `code` enum; a bare refusal (the firewall's 403) has no code.
          const own = Object.values<Doc>(response.content ?? {}).find((media) => media?.schema?.properties?.code);
          if (!own) continue;
          if (!Array.isArray(own.schema.properties.code.enum) || own.schema.properties.code.enum.length === 0)
            problems.push(`${where}: ${status} lists no problem codes`);
          else listed++;
          continue;
        }
        const codes = response['x-codes'];
        if (!Array.isArray(codes) || codes.length === 0) problems.push(`${where}: ${status} lists no problem codes`);
        else listed++;
      }
      if (listed === 0) problems.push(`${where}: documents no problem codes`);
    }
  }
  if (options.fields) {
    undescribedFields(document.paths, '#/paths', problems);
    undescribedFields(document.components?.schemas, '#/components/schemas', problems);
    undescribedFields(document.webhooks, '#/webhooks', problems);
  }
  return problems;
}

function describe(problem: NormalizedProblem): string {
  const where = problem.location[0]?.pointer ?? '';
  return `  ${problem.severity.padEnd(5)} ${problem.ruleId}  ${where}\n        ${problem.message}`;
}

async function main(): Promise<void> {
  const documents = await generateOpenApi();
  const config = await createConfig({ extends: ['recommended'], rules: RULE_OVERRIDES });
  let errors = 0;
  let warnings = 0;
  for (const key of DOCUMENT_KEYS) {
    const file = DOCUMENT_FILES[key];
    const source = render(documents[key]);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    const problems = await lintFromString({ source, absoluteRef: file, config });
    const missing = [
      ...exampleProblems(documents[key] as Parameters<typeof exampleProblems>[0]),
      // Every field of both documents is described, on its schema.
      ...documentationProblems(documents[key] as Doc, { fields: true }),
    ];
    const fileErrors = problems.filter((p) => p.severity === 'error').length + missing.length;
    const fileWarnings = problems.filter((p) => p.severity === 'warn').length;
    errors += fileErrors;
    warnings += fileWarnings;
    const status = fileErrors > 0 ? 'FAILED' : 'ok';
    process.stdout.write(`${relative(root, file)}: ${status} (${fileErrors} errors, ${fileWarnings} warnings)\n`);
    for (const problem of problems) process.stdout.write(`${describe(problem)}\n`);
    for (const problem of missing) process.stdout.write(`  error examples  ${problem}\n`);
  }
  process.stdout.write(`openapi lint: ${errors} errors, ${warnings} warnings\n`);
  if (errors > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    process.stderr.write(`lint:openapi: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
