#!/usr/bin/env node
// The installed `taploop` command: the compiled CLI (dist/, built by `npm run build`, which `npm install` runs).
import '../dist/gateway/cli/index.js';
