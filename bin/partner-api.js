#!/usr/bin/env node
// The back-office CLI. Runs the TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
