// The partner API's contract holds on every kind of environment: a test file
// that proves part of it on the production host runs the same tests on a
// sandbox host (ENVIRONMENT_KIND=sandbox, docs/decisions.md
// "Sandbox"), each kind in a suite of its own with its own test context.
import { describe } from 'node:test';
import { ENVIRONMENT_KINDS, type EnvironmentKind } from '../../src/app/config.ts';

/** Registers `body`'s hooks and tests once per kind, inside `describe('on a <kind> host')`. */
export function onEveryKind(body: (kind: EnvironmentKind) => void): void {
  for (const kind of ENVIRONMENT_KINDS) describe(`on a ${kind} host`, () => body(kind));
}
