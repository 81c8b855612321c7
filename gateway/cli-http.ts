// How the CLI reaches a running gateway: TAPLOOP_URL plus the API token, errors as readable lines.
import type { Config } from './config.ts';

export class CliError extends Error {
  override readonly name = 'CliError';
}

export async function apiCall<T>(config: Config, method: string, path: string, body?: unknown): Promise<T> {
  const base = process.env.TAPLOOP_URL ?? `http://127.0.0.1:${config.port}`;
  let res: Response;
  try {
    res = await fetch(new URL(path, base), {
      method,
      headers: {
        'content-type': 'application/json',
        ...(config.apiToken && { authorization: `Bearer ${config.apiToken}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new CliError(`Could not reach taploop at ${base}. Is it running ("npm start")? Set TAPLOOP_URL if it runs elsewhere.`);
  }
  const answer = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!res.ok) throw new CliError(`taploop answered ${res.status}: ${answer?.error?.message ?? res.statusText}`);
  return answer as T;
}

export async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) throw new CliError('No draft given: pass the text as an argument or pipe it on stdin.');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
