// The sandbox environment beside a test context, built as `npm start` builds it
// (src/app/environment.ts) from the context's configuration with SANDBOX_PORT=0:
// its own in-memory database, free ports, the demo world seeded.
import { sandboxConfig } from '../../src/app/sandbox/config.ts';
import { buildEnvironment, drainAll, type Environment } from '../../src/app/environment.ts';
import type { Role } from '../../src/app/roles.ts';
import { shutDown } from '../../src/app/shutdown.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import { ADMIN_TOKEN, type TestContext } from './context.ts';

export interface TestSandbox {
  environment: Environment;
  demo: DemoWorld;
  close(): Promise<void>;
}

const quiet = { info() {}, warn() {} };

export async function startTestSandbox(ctx: TestContext, roles: Role[]): Promise<TestSandbox> {
  const config = sandboxConfig({
    ...ctx.config,
    metricsPort: null,
    sandbox: { port: 0, adminPort: 0, storagePort: 0, metricsPort: null, databaseUrl: 'memory://' },
  })!;
  const environment = await buildEnvironment(config, roles, { name: 'sandbox', adminToken: ADMIN_TOKEN });
  await environment.start();
  await environment.openPartnerListeners();
  const demo = await environment.demo();
  if (!demo) throw new Error('the sandbox has no demo world');
  return {
    environment,
    demo,
    close: async () => {
      await shutDown({ graceMs: 5_000, ...drainAll([environment]), log: quiet });
    },
  };
}
