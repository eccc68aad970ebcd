// What a database statement's span shows when it leaves the process: the
// pg instrumentation records the statement's whole text (`db.query.text`,
// several hundred bytes: every column named), and at export that text was
// most of the bytes the exporter encoded and sent (a submission's spans:
// 9.8 KB of attributes with it, 1.3 KB without; bench/README.md, traces).
// The span keeps its statement's identity in the form the
// semantic conventions recommend: named and summarised by
// `db.query.summary` ("SELECT app_clients", "INSERT order_lines"), with the
// prepared statement's name (`db.postgresql.plan`) beside it; the text is
// dropped. It never held a parameter value (the values travel apart and the
// instrumentation is told not to record them).
import type { Attributes } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';

const TEXT = 'db.query.text';
const SUMMARY = 'db.query.summary';

/**
 * The tables a statement names, in order: after FROM, JOIN, INTO, UPDATE
 * (quoted or bare, schema-qualified or not). A name after FROM or JOIN
 * followed by `(` is a function (`unnest(`, `least(`); after INTO, the
 * column list. A locking clause's UPDATE (`FOR UPDATE SKIP LOCKED`, `FOR NO
 * KEY UPDATE OF jobs`) names no table to update.
 */
const TABLE =
  /\b(from|join|into|(?<!\b(?:for|key)\s+)update)\s+("?[a-z_][a-z0-9_$]*"?(?:\."?[a-z_][a-z0-9_$]*"?)?)(?![a-z0-9_$".])(\s*\()?/gi;
/** A common table expression's name (`WITH claimed AS (`, `, due AS MATERIALIZED (`): not a table. */
const CTE = /(?:\bwith(?:\s+recursive)?|,)\s*"?([a-z_][a-z0-9_$]*)"?\s+as\s+(?:not\s+)?(?:materialized\s*)?\(/gi;
const KEYWORDS = new Set(['select', 'lateral', 'set', 'only']);
const MAX_TABLES = 3;

/** "SELECT partners app_clients": the statement's first keyword and the first tables it names (not its expressions' names). */
export function statementSummary(text: string): string {
  const operation = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  const tables: string[] = [];
  const expressions = new Set(Array.from(text.matchAll(CTE), (match) => match[1]!.toLowerCase()));
  for (const match of text.matchAll(TABLE)) {
    if (match[3] && /^(from|join)$/i.test(match[1]!)) continue;
    const table = match[2]!.replaceAll('"', '');
    const bare = table.toLowerCase();
    if (KEYWORDS.has(bare) || expressions.has(bare) || tables.includes(table)) continue;
    tables.push(table);
    if (tables.length === MAX_TABLES) break;
  }
  return tables.length > 0 ? `${operation} ${tables.join(' ')}` : operation;
}

/** Summaries by text: a process sends a bounded set of statements, each summarised once. */
const summaries = new Map<string, string>();
const MAX_SUMMARIES = 2048;

function summaryOf(text: string): string {
  let summary = summaries.get(text);
  if (summary === undefined) {
    if (summaries.size >= MAX_SUMMARIES) summaries.clear();
    summary = statementSummary(text);
    summaries.set(text, summary);
  }
  return summary;
}

/** The span as exported: a PostgreSQL statement's span named by its summary and without its text; any other span as it is. */
export function exportedView(span: ReadableSpan): ReadableSpan {
  const text = span.attributes[TEXT];
  // Redis commands' spans carry the command's name as their text: short, and already what names them.
  if (typeof text !== 'string' || span.attributes['db.system.name'] !== 'postgresql') return span;
  const summary = summaryOf(text);
  const attributes: Attributes = {};
  for (const key in span.attributes) if (key !== TEXT) attributes[key] = span.attributes[key];
  attributes[SUMMARY] = summary;
  return {
    name: summary,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: span.status,
    attributes,
    links: span.links,
    events: span.events,
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}
