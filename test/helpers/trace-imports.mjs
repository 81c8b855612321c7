// `node --import ./trace-imports.mjs …`: appends every resolved module URL to $TAPLOOP_TRACE_IMPORTS, one a line, so a
// test can see which libraries a command loaded.
import { register } from 'node:module';

const hooks = `
import { appendFileSync } from 'node:fs';
let file;
export function initialize(data) { file = data.file; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(file, result.url + '\\n');
  return result;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { file: process.env.TAPLOOP_TRACE_IMPORTS } });
