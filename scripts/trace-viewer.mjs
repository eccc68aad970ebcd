// A collector-free view of the service's traces (docs/guides/tracing.md):
// an OTLP/HTTP receiver on loopback that takes what the exporter sends
// (http/json, or http/protobuf read by the small decoder below: only the
// fields a trace tree needs) and prints each trace as a tree of spans, the
// processes (roles) beside them, again whole whenever more of its spans
// arrive (a webhook's delivery comes seconds after its request). Any other
// POST is taken as a webhook (a local endpoint to register, so that one
// order's trace reaches its delivery): answered 204 and printed with its
// `traceparent`, its signature not checked (docs/webhooks.md shows how a
// receiver must). The tracing tests receive spans with it too.
//
//   node scripts/trace-viewer.mjs [--port 4318] [--file spans.jsonl]
//   OTEL_TRACES_EXPORTER=otlp OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 \
//     OTEL_EXPORTER_OTLP_PROTOCOL=http/json npm start
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const MAX_BODY = 16 * 1024 * 1024;

/** Reads one protobuf message into { field: [values] } (varints as numbers, length-delimited as Buffers). */
function fields(buffer) {
  const out = {};
  let at = 0;
  const varint = () => {
    let value = 0;
    let shift = 0;
    for (let i = 0; i < 10; i++) {
      const byte = buffer[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
      shift += 7;
    }
    throw new Error('malformed varint');
  };
  while (at < buffer.length) {
    const key = varint();
    const field = Math.floor(key / 8);
    const wire = key % 8;
    let value;
    if (wire === 0) value = varint();
    else if (wire === 1) (value = buffer.subarray(at, at + 8)), (at += 8);
    else if (wire === 5) (value = buffer.subarray(at, at + 4)), (at += 4);
    else if (wire === 2) {
      const length = varint();
      value = buffer.subarray(at, at + length);
      at += length;
    } else throw new Error(`unsupported wire type ${wire}`);
    (out[field] ??= []).push(value);
  }
  return out;
}

const text = (b) => (b ? b.toString('utf8') : '');
const hex = (b) => (b && b.length ? b.toString('hex') : '');

function protoAttributes(list = []) {
  const attributes = {};
  for (const kv of list) {
    const f = fields(kv);
    const any = f[2] ? fields(f[2][0]) : {};
    attributes[text(f[1]?.[0])] = any[1] ? text(any[1][0]) : any[3] !== undefined ? any[3][0] : any[2] ? Boolean(any[2][0]) : null;
  }
  return attributes;
}

/** The spans of an http/protobuf ExportTraceServiceRequest. */
export function decodeProtobuf(body) {
  const spans = [];
  for (const rs of fields(body)[1] ?? []) {
    const r = fields(rs);
    const resource = r[1] ? protoAttributes(fields(r[1][0])[1]) : {};
    for (const ss of r[2] ?? []) {
      for (const raw of fields(ss)[2] ?? []) {
        const s = fields(raw);
        spans.push({
          traceId: hex(s[1]?.[0]),
          spanId: hex(s[2]?.[0]),
          parentSpanId: hex(s[4]?.[0]),
          name: text(s[5]?.[0]),
          kind: s[6]?.[0] ?? 0,
          attributes: protoAttributes(s[9]),
          links: (s[13] ?? []).map((l) => ({ traceId: hex(fields(l)[1]?.[0]), spanId: hex(fields(l)[2]?.[0]) })),
          resource,
        });
      }
    }
  }
  return spans;
}

function jsonAttributes(list = []) {
  const attributes = {};
  for (const { key, value } of list)
    attributes[key] = value?.stringValue ?? value?.intValue ?? value?.boolValue ?? value?.doubleValue ?? null;
  return attributes;
}

/** The spans of an http/json ExportTraceServiceRequest. */
export function decodeJson(body) {
  const spans = [];
  for (const rs of JSON.parse(body.toString('utf8')).resourceSpans ?? []) {
    const resource = jsonAttributes(rs.resource?.attributes);
    for (const ss of rs.scopeSpans ?? []) {
      for (const s of ss.spans ?? []) {
        spans.push({
          traceId: s.traceId,
          spanId: s.spanId,
          parentSpanId: s.parentSpanId ?? '',
          name: s.name,
          kind: s.kind,
          attributes: jsonAttributes(s.attributes),
          links: (s.links ?? []).map((l) => ({ traceId: l.traceId, spanId: l.spanId })),
          resource,
        });
      }
    }
  }
  return spans;
}

/**
 * Listens on 127.0.0.1 (`port` 0: any free one) for POST /v1/traces. Keeps
 * every span, every raw body (for searches) and each request's content
 * type; `onSpans` is called with each batch. A POST to any other path is a
 * webhook: 204, and `onWebhook` gets its path, headers and body.
 */
export async function startTraceReceiver({ port = 0, onSpans, onWebhook } = {}) {
  const spans = [];
  const bodies = [];
  const contentTypes = [];
  const server = createServer((req, res) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on('end', () => {
      if (req.method !== 'POST' || size > MAX_BODY) return void res.writeHead(404).end();
      const body = Buffer.concat(chunks);
      if (!req.url?.startsWith('/v1/traces')) {
        onWebhook?.({ path: req.url, headers: req.headers, body: body.toString('utf8') });
        return void res.writeHead(204).end();
      }
      const type = String(req.headers['content-type'] ?? '');
      try {
        const batch = type.includes('protobuf') ? decodeProtobuf(body) : decodeJson(body);
        contentTypes.push(type);
        bodies.push(body);
        spans.push(...batch);
        onSpans?.(batch);
        res
          .writeHead(200, { 'content-type': type.includes('protobuf') ? 'application/x-protobuf' : 'application/json' })
          .end(type.includes('protobuf') ? '' : '{}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    spans,
    bodies,
    contentTypes,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

/** A trace's spans as indented lines: parent before child, each with its process's roles. */
export function renderTrace(spans) {
  const byParent = new Map();
  const ids = new Set(spans.map((s) => s.spanId));
  for (const s of spans) {
    const parent = ids.has(s.parentSpanId) ? s.parentSpanId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), s]);
  }
  const lines = [];
  const walk = (parent, depth) => {
    for (const s of byParent.get(parent) ?? []) {
      const links = s.links.length ? `  (links: ${s.links.map((l) => l.traceId).join(', ')})` : '';
      lines.push(`${'  '.repeat(depth)}${s.name}  [${s.resource['partner_api.roles'] ?? '?'}]${links}`);
      walk(s.spanId, depth + 1);
    }
  };
  walk('', 1);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const file = arg('--file');
  /** The last MAX_TRACES traces seen, whole; those with spans not yet printed. */
  const MAX_TRACES = 1_000;
  const traces = new Map();
  const changed = new Set();
  let timer;
  const receiver = await startTraceReceiver({
    port: Number(arg('--port') ?? 4318),
    onSpans(batch) {
      for (const s of batch) {
        traces.set(s.traceId, [...(traces.get(s.traceId) ?? []), s]);
        changed.add(s.traceId);
      }
      for (const oldest of traces.keys()) {
        if (traces.size <= MAX_TRACES) break;
        traces.delete(oldest);
        changed.delete(oldest);
      }
      if (file) for (const s of batch) appendFileSync(file, `${JSON.stringify(s)}\n`);
      clearTimeout(timer);
      // Print once the batches of a moment have arrived (the processes export every few seconds).
      timer = setTimeout(() => {
        for (const traceId of changed) {
          const list = traces.get(traceId);
          process.stdout.write(`trace ${traceId} (${list.length} spans)\n${renderTrace(list)}\n\n`);
        }
        changed.clear();
      }, 1_000);
    },
    onWebhook({ path, headers, body }) {
      let type = '';
      try {
        type = JSON.parse(body).type ?? '';
      } catch {
        // Not JSON: printed without a type.
      }
      // Anything on loopback may post here: no control character reaches the terminal.
      const shown = (value) => String(value).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
      const traceparent = shown(headers.traceparent ?? '');
      const traceId = traceparent.split('-')[1] ?? '';
      process.stdout.write(
        `webhook ${shown(type)} on ${shown(path)}: traceparent ${traceparent || '(none)'}${traceId ? ` (trace ${traceId})` : ''}\n\n`,
      );
    },
  });
  process.stdout.write(
    `OTLP/HTTP receiver on ${receiver.url}/v1/traces (http/json and http/protobuf), webhooks on any other path; Ctrl-C to stop\n`,
  );
}
