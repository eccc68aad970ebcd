// Validators for the schemas a published OpenAPI 3.1 document holds (JSON
// Schema 2020-12), with the document's components in reach of their $refs:
// how a partner's generated client would check what it receives.
//
// One Ajv instance per document, the document's components added to it once
// under an id of their own: a schema's `#/components/...` references point
// there, so each component compiles once per document rather than once per
// validator (a file validating a hundred answers compiled the components a
// hundred times: about 5 s of CPU).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Doc = Record<string, any>;
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

interface Compiled {
  ajv: Ajv2020;
  id: string;
  validators: WeakMap<Doc, ValidateFunction>;
}
const documents = new WeakMap<Doc, Compiled>();
let count = 0;

/** A copy of `schema` whose document-relative references (`#/components/...`) name the document's id; `$id`s dropped. */
function rebased(schema: unknown, id: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => rebased(s, id));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Doc = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$id') continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/')) out[key] = `${id}${value}`;
    else out[key] = key === 'examples' || key === 'example' || key === 'enum' || key === 'const' ? value : rebased(value, id);
  }
  return out;
}

/** `validate(value)` is null when `schema` (a node of `document`) accepts the value, else Ajv's errors as text. */
export function publishedValidator(document: Doc, schema: Doc): (value: unknown) => string | null {
  let compiled = documents.get(document);
  if (!compiled) {
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    const id = `https://published.test/document-${++count}`;
    // `#/components/...` inside the components resolves against this root, as it does in the document.
    ajv.addSchema({ $id: id, components: document.components });
    compiled = { ajv, id, validators: new WeakMap() };
    documents.set(document, compiled);
  }
  let validate = compiled.validators.get(schema);
  if (!validate) {
    validate = compiled.ajv.compile(rebased(schema, compiled.id) as Doc);
    compiled.validators.set(schema, validate);
  }
  const { ajv } = compiled;
  const check = validate;
  return (value) => (check(value) ? null : ajv.errorsText(check.errors));
}
