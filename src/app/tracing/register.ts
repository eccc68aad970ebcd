// Tracing's switch, loaded by scripts/launch.mjs before the service's own
// modules: only when the standard variables ask for traces
// (OTEL_TRACES_EXPORTER other than `none`, or an OTLP endpoint) does it load
// the SDK (sdk.ts) and hook module loading, so that pg, ioredis and node:http
// are instrumented when the service imports them. Unset, it loads nothing
// and the service runs its bundle as before: tracing off costs one small file.
import { register } from 'node:module';

/** Whether the environment asks for traces (the OpenTelemetry SDK's own variables; OTEL_SDK_DISABLED wins). */
export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporter) return exporter !== 'none';
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

let flushing: ((timeoutMs: number) => Promise<void>) | null = null;

/** Starts tracing when wanted; true when it did (the caller then loads modules the hooks can see). */
export async function startTracing(argv: string[], env: NodeJS.ProcessEnv): Promise<boolean> {
  if (!tracingWanted(env)) return false;
  // ES modules are hooked by import-in-the-middle through this loader (OpenTelemetry's documented way for ESM).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const { startSdk } = await import('./sdk.ts');
  flushing = startSdk(argv, env);
  return true;
}

/** Sends the spans still queued (at shutdown), waiting at most `timeoutMs`; nothing when tracing is off. */
export async function flushTraces(timeoutMs: number): Promise<void> {
  if (!flushing) return;
  await flushing(timeoutMs).catch(() => undefined);
}
