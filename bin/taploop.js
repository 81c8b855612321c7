#!/usr/bin/env node
// The installed `taploop` command: runs the TypeScript CLI through tsx's loader (no build step).
import { register } from 'tsx/esm/api';

register();
await import('../gateway/cli.ts');
