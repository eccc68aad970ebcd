// The service's bundle (scripts/bundle.mjs) carries its own copy of pg and
// pg-pool: no load hook sees a module esbuild has inlined, so the pg
// instrumentation would never patch it. The bundled pg hands its exports
// (and pg-pool's) to the function installed here, under a global symbol, as
// it loads, and the instrumentation's own patches are applied to them: the
// same spans as when pg is loaded from node_modules (where the instrumentation's
// require hook patches it). With tracing off nothing is installed and the
// bundle's call finds nothing.
import type { InstrumentationBase } from '@opentelemetry/instrumentation';

/** The key scripts/bundle.mjs's pg reads (`globalThis[Symbol.for(…)]`); keep the two in step. */
export const BUNDLED_MODULE_HOOK = Symbol.for('partner-commerce-api.tracing.bundled-module');

type BundledModuleHook = (name: string, exports: unknown) => void;

/** Applies `instrumentations`' patches for `name` (a package) to the bundled copy's exports, as they are handed over. */
export function instrumentBundledModules(instrumentations: InstrumentationBase[]): void {
  const hook: BundledModuleHook = (name, exports) => {
    for (const instrumentation of instrumentations) {
      for (const definition of instrumentation.getModuleDefinitions()) {
        if (definition.name !== name || !definition.patch) continue;
        definition.moduleExports = exports;
        definition.patch(exports);
      }
    }
  };
  (globalThis as { [BUNDLED_MODULE_HOOK]?: BundledModuleHook })[BUNDLED_MODULE_HOOK] = hook;
}
