// Validators for the schemas a published OpenAPI 3.1 document holds (JSON
// Schema 2020-12), with the document's components in reach of their $refs:
// how a partner's generated client would check what it receives.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Doc = Record<string, any>;
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** `validate(value)` is null when `schema` (a node of `document`) accepts the value, else Ajv's errors as text. */
export function publishedValidator(document: Doc, schema: Doc): (value: unknown) => string | null {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  // `#/components/...` resolves against the compiled root: the schema, carrying the document's components.
  const validate = ajv.compile({ allOf: [schema], components: document.components });
  return (value) => (validate(value) ? null : ajv.errorsText(validate.errors));
}
