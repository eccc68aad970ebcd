// What the body parsers (src/http/app.ts) leave as the body instead of
// throwing, so that validation reports a body's problem in its turn (after
// path and query), with the route's own code.
export const MALFORMED_JSON = Symbol('malformed-json');
export const UNSUPPORTED_MEDIA_TYPE = Symbol('unsupported-media-type');
/** A JSON body refused for its shape before it was parsed (too deep, too many values: json-shape.ts), and why. */
export class RefusedJson {
  constructor(readonly detail: string) {}
}
/** A JSON body whose bytes are not UTF-8: JSON exchanged between systems is UTF-8 (RFC 8259 §8.1), and decoding it
 * anyway would store U+FFFD in place of what the partner sent. A parse error, as MALFORMED_JSON. */
/** A JSON body sent with a Content-Encoding (gzip, br…): no route takes one, and reading it as sent would misread it. */
export const ENCODED_JSON = new RefusedJson('The request body must not be content-encoded (Content-Encoding); send it as plain JSON.');
export const NOT_UTF8_JSON = new RefusedJson('The request body is not valid UTF-8 (JSON is exchanged as UTF-8, RFC 8259).');
