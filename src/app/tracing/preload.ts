// For `node --import …/preload.js …/main.js`, when the service is started
// without scripts/launch.mjs (which calls startTracing itself): tracing
// starts before the service's modules load, when OTEL_* asks for it.
import { startTracing } from './register.ts';

await startTracing(process.argv.slice(2), process.env);
