// What the body parsers (src/http/app.ts) leave as the body instead of
// throwing, so that validation reports a body's problem in its turn (after
// path and query), with the route's own code.
export const MALFORMED_JSON = Symbol('malformed-json');
export const UNSUPPORTED_MEDIA_TYPE = Symbol('unsupported-media-type');
/** A JSON body refused for its shape before it was parsed (too deep, too many values: json-shape.ts), and why. */
export class RefusedJson {
  constructor(readonly detail: string) {}
}
