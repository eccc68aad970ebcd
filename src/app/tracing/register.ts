// Tracing's switch, loaded by scripts/launch.mjs before the service's own
// modules: only when the standard variables ask for traces
// (OTEL_TRACES_EXPORTER other than `none`, or an OTLP endpoint) does it load
// the SDK (sdk.ts), whose instrumentations hook `require`, so that
// ioredis and pg are instrumented when the service loads them (the bundle's
// own pg hands itself over: bundled.ts; server spans are made by the
// admission gate, admission.ts). Unset, it loads
// nothing: tracing off costs one small file.
//
// No ES module loader hook (import-in-the-middle): it would wrap every
// module's namespace and move module loading to a hooks thread, and the
// modules we instrument are all reached through `require` (ioredis through
// createRequire, pg's own files) or handed over.

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
  const { startSdk } = await import('./sdk.ts');
  flushing = startSdk(argv, env);
  return true;
}

/** Sends the spans still queued (at shutdown), waiting at most `timeoutMs`; nothing when tracing is off. */
export async function flushTraces(timeoutMs: number): Promise<void> {
  if (!flushing) return;
  await flushing(timeoutMs).catch(() => undefined);
}
