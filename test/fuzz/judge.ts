// How the fuzzer judges one answer, and the report a run prints. A 5xx fails
// the run unless it is one of the deliberate answers named below, with why:
// the report counts those under their own name, never as "5xx", so a report
// that says "5xx: N" always has N failures.

/**
 * What one answer may cost the process in CPU (user and system, the process's whole while the request was
 * answered; requests go one at a time unless a long run asks for more, whose overlap then counts against
 * each). CPU and not wall time: a loaded machine stretched one cheap answer past 2 s of wall time
 * (3.35 s, two whole runs side by side at load 9), and the fuzzer's question is what a request costs the
 * service, not how busy the machine is. A slow statement in the database is bounded by the statement
 * timeout (a 503, failed as a 5xx).
 */
export const SLOW_CPU_MS = 2_000;
/** No answer within this wall time is a hang, however loaded the machine (the statement timeout is 5 s). */
export const HANG_MS = 10_000;

export interface FuzzReport {
  sent: number;
  /**
   * Answers per status class (`2xx`, `4xx`, `5xx`: every 5xx counted there is a failure), each expected 5xx
   * under its own name, `closed` for framing answered by closing, and `FAIL …` counts per kind.
   */
  counts: Record<string, number>;
  /** The first 50 failures, described. */
  failures: string[];
  slowestMs: number;
  /** The most CPU one answer cost the process (ms). */
  slowestCpuMs: number;
}

/** How long an answer took and what it cost the process. */
export interface Timing {
  ms: number;
  cpuMs: number;
}

/** What came back: the status, the content type and the body (a problem document names its code). */
export interface Heard {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** The 5xx answers the service gives on purpose, each as a problem document with its code; any other 5xx fails the run. */
export const EXPECTED_5XX: ReadonlyArray<{ status: number; code: string; why: string }> = [
  { status: 501, code: 'not_implemented', why: 'a method no route implements (src/http/unrouted.ts, RFC 9110 §15.6.2)' },
];

const isProblem = (contentType: string | undefined) => /^application\/problem\+json/.test(contentType ?? '');

function problemCode(body: string): unknown {
  try {
    return (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

/** The expected 5xx this answer is, by its status and the problem's code; null for any other answer. */
export function expected5xx(heard: Heard): (typeof EXPECTED_5XX)[number] | null {
  if (heard.status < 500 || !isProblem(heard.contentType)) return null;
  const code = problemCode(heard.body);
  return EXPECTED_5XX.find((e) => e.status === heard.status && e.code === code) ?? null;
}

function classOf(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/**
 * The spec's one exception to "every error is a problem document": the edge
 * firewall's bare 403 (no body, no content type), on the partner hosts only
 * (its managed rules refuse e.g. dot segments or a control byte in the
 * request line).
 */
function isFirewallRefusal(host: string, status: number, contentType: string | undefined): boolean {
  return host === 'partner' && status === 403 && contentType === undefined;
}

const count = (report: FuzzReport, key: string) => {
  report.counts[key] = (report.counts[key] ?? 0) + 1;
};

export function judge(report: FuzzReport, label: string, heard: Heard, timing: Timing, host: string): void {
  const { status, contentType } = heard;
  report.sent += 1;
  report.slowestMs = Math.max(report.slowestMs, timing.ms);
  report.slowestCpuMs = Math.max(report.slowestCpuMs, timing.cpuMs);
  const fail = (kind: string, why: string) => {
    count(report, kind);
    if (report.failures.length < 50) report.failures.push(`${why}: ${label}`);
  };
  if (isFirewallRefusal(host, status, contentType)) count(report, 'firewall 403');
  const expected = expected5xx(heard);
  if (expected) {
    count(report, `${expected.status} ${expected.code} (expected: ${expected.why})`);
  } else {
    count(report, classOf(status));
    if (status >= 500) fail('FAIL 5xx', `${status}`);
    else if (status >= 400 && !isProblem(contentType) && !isFirewallRefusal(host, status, contentType))
      fail('FAIL not-problem', `${status} not a problem document (${contentType})`);
  }
  if (timing.cpuMs > SLOW_CPU_MS) fail('FAIL slow', `slow: ${timing.cpuMs} ms of CPU (${timing.ms} ms)`);
  if (timing.ms > HANG_MS) fail('FAIL slow', `no answer within ${HANG_MS} ms (${timing.ms} ms)`);
}

export function formatReport(report: FuzzReport, seed: number, engine: string): string {
  const counts = Object.entries(report.counts)
    .sort()
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const failures = Object.entries(report.counts)
    .filter(([k]) => k.startsWith('FAIL'))
    .reduce((n, [, v]) => n + v, 0);
  return `fuzz seed ${seed} on ${engine}: ${report.sent} requests (${counts}); slowest ${report.slowestMs} ms, ${report.slowestCpuMs} ms of CPU; ${failures} failures`;
}
