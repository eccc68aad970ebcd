// Pure rules of the division tree. Depth counts levels: a root is level 1,
// and no division may sit deeper than level 10.
import { divisionErrors } from './errors.ts';

export const MAX_DIVISION_DEPTH = 10;

/**
 * Checks a new parent for `divisionId` (undefined when creating).
 * `parentAncestry` is the parent's chain up to its root ([parent, …, root]);
 * `subtreeHeight` is the levels of the moved division's subtree (1 for a new one).
 */
export function checkParent(divisionId: number | undefined, parentAncestry: number[], subtreeHeight: number): void {
  if (divisionId !== undefined && parentAncestry[0] === divisionId) throw divisionErrors.parentIsSelf();
  if (divisionId !== undefined && parentAncestry.includes(divisionId)) {
    throw divisionErrors.parentIsDescendant();
  }
  if (parentAncestry.length + subtreeHeight > MAX_DIVISION_DEPTH) {
    throw divisionErrors.tooDeep(MAX_DIVISION_DEPTH);
  }
}
