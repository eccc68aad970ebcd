// The service's Ajv: one instance that stops at the first error (every
// request), one that goes to the end (compiled only for a request that
// failed, to list every invalid field), both with the formats the schemas
// use, and validators shared by schema content and kept by schema object.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { dateTimeFormat } from './date-time.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const AJV_OPTIONS = { verbose: true, strict: false, coerceTypes: false, useDefaults: false } as const;
/** Ajv's formats, with `date-time` bounded to the instants the service holds (date-time.ts). */
const withFormats = (instance: Ajv): Ajv => addFormats(instance).addFormat('date-time', dateTimeFormat);
const ajv = withFormats(new Ajv({ ...AJV_OPTIONS, allErrors: false }));
/** The same schemas validated to the end, compiled only for a request that failed (refuse). */
const ajvAll = withFormats(new Ajv({ ...AJV_OPTIONS, allErrors: true }));

/** The schema as JSON, or null when it holds anything JSON does not say exactly (then it is compiled as given). */
function contentKey(schema: object): string | null {
  let exact = true;
  const key = JSON.stringify(schema, (_key, value: unknown) => {
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') exact = false;
    else if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype)
      exact = false;
    return value;
  });
  return exact ? key : null;
}

/**
 * Compiles on one Ajv instance, sharing validators by their schema's content. Ajv keys what it compiled
 * by the schema object, and some route modules build their schemas when an app is built (a test process
 * builds hundreds of apps): a schema equal to one compiled before gets that one's validator instead of a
 * new compilation (in the suite, more than half of the compilations were of a schema already compiled:
 * the test workers' CPU fell 9 %).
 */
function sharingCompiler(instance: Ajv): (schema: object) => ValidateFunction {
  const byContent = new Map<string, ValidateFunction>();
  return (schema) => {
    const key = contentKey(schema);
    const known = key === null ? undefined : byContent.get(key);
    if (known) return known;
    const validate = instance.compile(schema);
    if (key !== null) byContent.set(key, validate);
    return validate;
  };
}

/** A validator on the one Ajv instance of the service (also used by the response check, response-check.ts). */
export const compileSchema = sharingCompiler(ajv);
const compileToTheEnd = sharingCompiler(ajvAll);

/** Ajv's own wording of a validator's errors, for developers (the response check). */
export function schemaErrorsText(errors: ErrorObject[] | null | undefined): string {
  return ajv.errorsText(errors, { separator: '; ' });
}

/** `compile`, kept by schema object: a route's schema is compiled once, however many requests it checks. */
function keptBySchema(compile: (schema: object) => ValidateFunction): (schema: object) => ValidateFunction {
  const kept = new WeakMap<object, ValidateFunction>();
  return (schema) => {
    let fn = kept.get(schema);
    if (!fn) {
      fn = compile(schema);
      kept.set(schema, fn);
    }
    return fn;
  };
}

/** The validator of a schema object (stops at the first error). */
export const validatorFor = keptBySchema(compileSchema);
/** The same, validated to the end: every error of a value that failed. */
export const allValidatorFor = keptBySchema(compileToTheEnd);
