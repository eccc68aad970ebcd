// A service statement compiled once for a bench twin, with the values that
// change per request left as named slots: the bench builds the statement with
// the service's own builder (src/submissions/repo.ts, src/jobs/queue.ts,
// src/submissions/worker/completion-repo.ts), passing `slot('name')` where a
// request's value goes, and hands the twin the compiled text, the name the
// service prepares it under and the parameters. The twin fills the slots per
// request: a parameter that is a slot is replaced by the value; a JSON
// parameter holding slots as string values (`"@@name@@"`, e.g. the order row
// with its partnerOrderId) gets each replaced by the value's JSON. Imports
// nothing of the service, so the twin stays node:http and pg. Not a script.

/** A compiled statement for the twin: its text, the name it is prepared under (null: unnamed) and its parameters. */
export interface TwinStatement {
  text: string;
  name: string | null;
  parameters: unknown[];
}

/** The service's statements for one submission, in the order it sends them (bench/submissions.ts, its twin). */
export const SUBMISSION_STATEMENTS = ['credential', 'checks', 'accept', 'claim', 'snapshot', 'complete'] as const;
export type SubmissionStatement = (typeof SUBMISSION_STATEMENTS)[number];

export type SlotValues = Record<string, unknown>;

/** The placeholder for the per-request value `name`. */
export function slot(name: string): string {
  return `@@${name}@@`;
}

const WHOLE = /^@@(\w+)@@$/;
const IN_JSON = /"@@(\w+)@@"/;

/** How to build each parameter from a request's values (worked out once per statement). */
export function fillers(statement: TwinStatement): (values: SlotValues) => unknown[] {
  const each = statement.parameters.map((p): ((v: SlotValues) => unknown) => {
    if (typeof p !== 'string' || !p.includes('@@')) return () => p;
    const whole = WHOLE.exec(p);
    if (whole) {
      const key = whole[1]!;
      return (v) => v[key];
    }
    // Alternating text and slot names: ["{…\"partner_order_id\":", "partnerOrderId", ",…}"].
    const pieces = p.split(new RegExp(IN_JSON.source, 'g'));
    if (pieces.length === 1) throw new Error(`a slot the twin cannot fill (not a JSON string value) in ${p.slice(0, 80)}`);
    return (v) => {
      let text = pieces[0]!;
      for (let i = 1; i < pieces.length; i += 2) text += JSON.stringify(v[pieces[i]!]) + pieces[i + 1]!;
      return text;
    };
  });
  return (values) => each.map((f) => f(values));
}
