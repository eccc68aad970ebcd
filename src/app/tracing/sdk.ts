// The OpenTelemetry SDK as the service runs it, configured by the standard
// variables only: the sampler (OTEL_TRACES_SAMPLER, _ARG), the batch
// processor (OTEL_BSP_*), the exporter (OTEL_TRACES_EXPORTER: otlp or
// console; OTEL_EXPORTER_OTLP_* with http/json or http/protobuf), the
// resource (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES) to which the
// process adds its roles and its environment kind. Loaded by register.ts
// only when tracing is wanted.
import { ExportResultCode } from '@opentelemetry/core';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtoExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ConsoleSpanExporter, type SpanExporter } from '@opentelemetry/sdk-trace-base';
// The SDK's own reading of OTEL_TRACES_SAMPLER and _ARG (not re-exported by the package's index).
import { buildSamplerFromEnv } from '@opentelemetry/sdk-trace-base/build/src/config.js';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { parseRoles, rolesArgument } from '../roles.ts';
import { serviceLogger, serviceVersion } from '../wiring/logging.ts';
import { markTracingStarted } from '../../tracing/spans.ts';
import { AdmittingSampler, admissionRatio, admitRequests } from './admission.ts';
import { instrumentBundledModules } from './bundled.ts';
import { SampledContextManager } from './context.ts';
import { ExportWarnings } from './export-warnings.ts';
import { exportedView } from './statement-view.ts';

function exporterFor(env: NodeJS.ProcessEnv): SpanExporter {
  if (env.OTEL_TRACES_EXPORTER?.trim() === 'console') return new ConsoleSpanExporter();
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf').trim();
  if (protocol === 'http/json') return new JsonExporter();
  if (protocol === 'http/protobuf') return new ProtoExporter();
  throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL: '${protocol}' is not supported (http/json or http/protobuf)`);
}

/**
 * A dead or slow collector never holds a request: the batch processor
 * queues spans and exports them off the request path (a full queue drops
 * the newest), each export bounded by OTEL_EXPORTER_OTLP_TIMEOUT. What it
 * drops is logged here, at most once a minute. Statements' spans leave
 * without their text (statement-view.ts).
 */
function guarded(exporter: SpanExporter, warnings: ExportWarnings): SpanExporter {
  return {
    export(spans, done) {
      exporter.export(spans.map(exportedView), (result) => {
        if (result.code !== ExportResultCode.SUCCESS) warnings.failed(spans.length, result.error);
        done(result);
      });
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

/** Starts the SDK and the instrumentations; returns the flush the shutdown calls. */
export function startSdk(argv: string[], env: NodeJS.ProcessEnv): (timeoutMs: number) => Promise<void> {
  const roles = parseRoles(rolesArgument(argv));
  const kind = env.ENVIRONMENT_KIND?.trim() || 'production';
  const log = serviceLogger('tracing', 'info', env.ENVIRONMENT_NAME ?? kind);
  const own = resourceFromAttributes({
    'service.name': 'partner-commerce-api',
    'service.version': serviceVersion(),
    'partner_api.roles': roles.join(','),
    'partner_api.environment': kind,
    'deployment.environment.name': kind,
  });
  // The operator's OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win over the defaults above.
  const resource = own.merge(detectResources({ detectors: [envDetector] }));
  const sampler = new AdmittingSampler(buildSamplerFromEnv());
  const contextManager = new SampledContextManager();
  const provider = new NodeTracerProvider({
    resource,
    sampler,
    spanProcessors: [contextManager.spans, new BatchSpanProcessor(guarded(exporterFor(env), new ExportWarnings(log)))],
  });
  provider.register({ contextManager });
  markTracingStarted();
  // Statement text only (its values are parameters, never recorded); no span for a statement outside a span of
  // ours (the idle polls of the worker and the dispatcher would be a trace each); no span for taking a pooled
  // connection (a span more per statement, the pool's wait shows as the gap before the statement's).
  const pgSpans = new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true, ignoreConnectSpans: true });
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [pgSpans, new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command })],
  });
  instrumentBundledModules([pgSpans]);
  // Server spans are the admission gate's own (admission.ts), not node:http's instrumentation.
  admitRequests(provider.getTracer('partner-commerce-api'), sampler, admissionRatio(env));
  return (timeoutMs) => Promise.race([provider.forceFlush(), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref())]);
}
