// `.env.example` says it lists every setting: each key the config schema reads must appear there (set or commented out).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConfig, ENV_KEYS } from '../../gateway/kernel/config.ts';
import { ROOT } from '../helpers/cli.ts';

const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
const documented = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));

describe('.env.example', () => {
  it('documents every setting the configuration reads', () => {
    expect(ENV_KEYS.length).toBeGreaterThan(40);
    expect(ENV_KEYS.filter((key) => !documented.has(key))).toEqual([]);
  });

  it('lists nothing the configuration does not read', () => {
    expect([...documented].filter((key) => !(ENV_KEYS as string[]).includes(key))).toEqual([]);
  });

  it('is a valid configuration as it stands', () => {
    const values = Object.fromEntries([...example.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
    expect(() => createConfig(values)).not.toThrow();
  });
});
