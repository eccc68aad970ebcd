// The back office's generic problems, one factory each, so throw sites pass
// what is missing rather than a sentence: `notFound('site', 7)` answers
// 404 `not_found` "No site 7.".
import { problem, type ApiError } from './catalogue.ts';

/** 404 `not_found`: `No ${what} ${id}.` */
export function notFound(what: string, id: string | number): ApiError {
  return problem('not_found', `No ${what} ${id}.`);
}
