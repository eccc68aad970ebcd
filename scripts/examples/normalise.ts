// Makes a run's answers reproducible: what the service draws at random or
// stamps with the real time (database `now()`, keys, tokens, UUIDs, client
// ids) is replaced by stable stand-ins, the same value by the same stand-in.
import { EXAMPLE_INSTANT } from './world.ts';

export interface NormaliseOptions {
  /** Real time the run started: a timestamp after it is the run's own. */
  startedMs: number;
  baseUrl: string;
  /** Exact values to hide (the client secret, tokens). */
  secrets: string[];
  /** Exact values drawn at random (the demo client id) → the stand-in published for them. */
  replace: Record<string, string>;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ISO_IN_TEXT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Random parts inside strings, each replaced by a stand-in numbered by first appearance. */
const DRAWN: [RegExp, (n: number) => string][] = [
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (n) => `5f0c2a4e-8d3b-4a51-9a3e-${pad(n, 12)}`],
  [/rsv_[\w-]{24}/g, (n) => `rsv_3q2-9XyZb7kLmN0pQrSt${pad(n, 4)}`],
  // A personal API token (shown once): pcs_ and 43 random characters.
  [/pcs_[\w-]{43}/g, (n) => `pcs_shown-once-7Hq2mXcV9bLk4PzR1tYw8NfJ3sDg${pad(n, 4)}`],
  // Its hint (the first characters, as lists show it).
  [/pcs_[\w-]{6}…/g, (n) => `pcs_h1nt${pad(n, 2)}…`],
  [/(?<=X-Signature=)[\w-]{43}/g, (n) => `q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z${pad(n, 4)}`],
  // The random part of a stored object's key: /o/<area>/<order>/<item>/<12 characters>/.
  [/(?<=\/o\/\w+\/\d+\/\d+\/)[\w-]{12}(?=\/|\?)/g, (n) => `k3y${pad(n, 9)}`],
];

/** Members whose value is drawn at random or stamped with the real time, by name. */
const MEMBERS: Record<string, unknown> = {
  kid: '86c2c34a9d1e0b7f',
  x: 'a6b-eIXCmQmd1HpcePRz0NFIPaeHzvzIwiJuCGToeqk',
  y: 'qA9L2pjilouI6rIX7LHxYIYgj-lMQHHwUIOkUQ_KgPM',
  client_id_issued_at: Date.parse(EXAMPLE_INSTANT) / 1000,
};

/** Members drawn at random whose values are numbered stand-ins (one per distinct value). */
const KEYED: Record<string, (n: number) => string> = {
  clientId: (n) => `ybjo21c4rb17vo4kvqacnv${pad(n, 4)}`,
  clientSecret: (n) => `s3cr3t-shown-once-${pad(n, 4)}`,
  signingSecret: (n) => `whsec_shown-once-${pad(n, 4)}`,
};

export function normalise<T>(value: T, options: NormaliseOptions): T {
  const seen = DRAWN.map(() => new Map<string, string>());
  const keyed = new Map<string, Map<string, string>>();
  const stable = (s: string): string => {
    if (ISO.test(s) && Date.parse(s) >= options.startedMs - 60_000) return EXAMPLE_INSTANT;
    // Times inside text (the CLI's output): the same rule.
    s = s.replace(ISO_IN_TEXT, (t) => (Date.parse(t) >= options.startedMs - 60_000 ? EXAMPLE_INSTANT : t));
    if (JWT.test(s))
      return 'eyJhbGciOiJFUzI1NiIsImtpZCI6Ijg2YzJjMzRhOWQxZTBiN2YiLCJ0eXAiOiJhdCtqd3QifQ.eyJjbGllbnRfaWQiOiJ5YmpvMjEifQ.c2lnbmF0dXJl';
    if (options.secrets.includes(s)) return '<secret>';
    if (s in options.replace) return options.replace[s]!;
    return DRAWN.reduce(
      (text, [pattern, standIn], i) =>
        text.replace(pattern, (drawn) => {
          const map = seen[i]!;
          if (!map.has(drawn)) map.set(drawn, standIn(map.size + 1));
          return map.get(drawn)!;
        }),
      s,
    );
  };
  const walk = (v: unknown, key?: string): unknown => {
    if (key !== undefined && key in MEMBERS && (typeof v === 'string' || typeof v === 'number')) return MEMBERS[key];
    if (key !== undefined && key in KEYED && typeof v === 'string' && !(v in options.replace)) {
      const map = keyed.get(key) ?? keyed.set(key, new Map()).get(key)!;
      if (!map.has(v)) map.set(v, KEYED[key]!(map.size + 1));
      return map.get(v);
    }
    if (typeof v === 'string') return stable(v);
    if (Array.isArray(v)) return v.map((x) => walk(x));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(value) as T;
}
