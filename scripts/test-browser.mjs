// `npm run test:browser [-- console]`: the pages in headless Chromium: the
// reference pages, sign-in, a browser-based MCP client and the staff console; `console` runs only the
// console's journeys (CI runs them again on PostgreSQL and Redis).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const CONSOLE = ['test/browser/console.browser.ts', 'test/browser/console-jobs.browser.ts'];
const ALL = ['test/browser/docs-page.browser.ts', 'test/browser/signin-page.browser.ts', 'test/browser/mcp-cors.browser.ts', ...CONSOLE];
const files = process.argv[2] === 'console' ? CONSOLE : ALL;
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-timeout=300000', ...files], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
