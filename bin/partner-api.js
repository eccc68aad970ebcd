#!/usr/bin/env node
// The back-office CLI: compiled JavaScript, rebuilt when the sources changed (scripts/launch.mjs).
import { launch } from '../scripts/launch.mjs';

await launch('app/cli/main');
