// Generates both OpenAPI documents (as `npm run openapi` does), writes them to
// docs/, and lints them with Redocly's recommended ruleset. Prints every
// problem; exits 1 when any is an error (warnings do not fail the build).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { DOCUMENT_FILES, generateOpenApi, render, root } from './openapi.ts';

// Rules of `recommended` turned off, each with its reason.
const RULE_OVERRIDES = {
  // The API is offered to contracted partners only; its terms are in the
  // partner agreement, not an open-source licence.
  'info-license': 'off',
  'info-license-url': 'off',
  // The server URL is the deployment's PUBLIC_BASE_URL; the generated files
  // carry a placeholder, and the served document (/v1/openapi.json) the real one.
  'no-server-example.com': 'off',
} as const;

function describe(problem: NormalizedProblem): string {
  const where = problem.location[0]?.pointer ?? '';
  return `  ${problem.severity.padEnd(5)} ${problem.ruleId}  ${where}\n        ${problem.message}`;
}

async function main(): Promise<void> {
  const documents = await generateOpenApi();
  const config = await createConfig({ extends: ['recommended'], rules: RULE_OVERRIDES });
  let errors = 0;
  let warnings = 0;
  for (const key of ['partner', 'admin'] as const) {
    const file = DOCUMENT_FILES[key];
    const source = render(documents[key]);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    const problems = await lintFromString({ source, absoluteRef: file, config });
    const fileErrors = problems.filter((p) => p.severity === 'error').length;
    const fileWarnings = problems.filter((p) => p.severity === 'warn').length;
    errors += fileErrors;
    warnings += fileWarnings;
    const status = fileErrors > 0 ? 'FAILED' : 'ok';
    process.stdout.write(`${relative(root, file)}: ${status} (${fileErrors} errors, ${fileWarnings} warnings)\n`);
    for (const problem of problems) process.stdout.write(`${describe(problem)}\n`);
  }
  process.stdout.write(`openapi lint: ${errors} errors, ${warnings} warnings\n`);
  if (errors > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`lint:openapi: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
