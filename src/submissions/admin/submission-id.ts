// A submission id as staff type it (the CLI passes it unchecked): checked
// before anything is looked up, and by the CLI before it opens the database
// (src/cli/commands/orders/submissions.ts), so a typo answers at once.
import { adminSubmissionErrors } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The canonical (lower-case) id, or invalid_submission_id. */
export function submissionIdOf(id: string): string {
  const lower = id.toLowerCase();
  if (!UUID.test(lower)) throw adminSubmissionErrors.notASubmissionId(id);
  return lower;
}
