// docs/configuration.md's settings tables are generated from .env.example and the config schema: they never drift.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConfig, ENV_KEYS } from '../../gateway/kernel/config.ts';
import { configPage, END, PAGE, parseEnvExample, renderSettings, START } from '../../scripts/config-docs.ts';
import { ROOT } from '../helpers/cli.ts';

describe('docs/configuration.md', () => {
  it('lists every setting as .env.example describes it (npm run docs:config writes it)', () => {
    const { actual, expected } = configPage(ROOT);
    if (actual !== expected) {
      expect.fail(`${PAGE} differs from .env.example and the config schema: run "npm run docs:config" and commit it`);
    }
  });

  it('names each setting once, with its default and a description', () => {
    const sections = parseEnvExample(readFileSync(join(ROOT, '.env.example'), 'utf8'));
    const settings = sections.flatMap((s) => s.settings);
    expect(settings.map((s) => s.key).sort()).toEqual([...ENV_KEYS].sort());
    expect(settings.filter((s) => s.description.length < 10)).toEqual([]);
    expect(sections.find((s) => s.title === 'HTTP')?.settings.find((s) => s.key === 'PORT')?.value).toBe('8787');
  });

  it("shows the configuration's own defaults: .env.example as written configures what an empty environment does", () => {
    const values = Object.fromEntries(
      parseEnvExample(readFileSync(join(ROOT, '.env.example'), 'utf8')).flatMap((s) =>
        s.settings.map((x) => [x.key, x.value]),
      ),
    );
    expect(createConfig(values)).toEqual(createConfig({}));
  });

  it('refuses a setting the configuration reads that .env.example leaves out or leaves undescribed', () => {
    const sections = [{ title: 'HTTP', note: '', settings: [{ key: 'PORT', value: '8787', description: '' }] }];
    expect(() => renderSettings(sections, ['PORT', 'HOST'])).toThrow(
      'Settings: not in .env.example: HOST; without a comment right above them in .env.example: PORT',
    );
  });

  it('renders a section as a table between the markers, with setting names as code and | escaped', () => {
    const sections = [
      {
        title: 'HTTP',
        note: 'Where it listens.',
        settings: [
          { key: 'PORT', value: '8787', description: 'Port of the API; see HOST.' },
          { key: 'LOG_LEVEL', value: 'info', description: 'debug | info' },
          { key: 'HOST', value: '', description: 'Address, default 127.0.0.1:$PORT.' },
        ],
      },
    ];
    expect(renderSettings(sections, ['PORT', 'LOG_LEVEL', 'HOST'])).toBe(
      [
        START,
        '### HTTP',
        'Where it listens.',
        [
          '| setting     | default | what it does                      |',
          '| ----------- | ------- | --------------------------------- |',
          '| `PORT`      | `8787`  | Port of the API; see `HOST`.      |',
          '| `LOG_LEVEL` | `info`  | debug \\| info                     |',
          '| `HOST`      | —       | Address, default 127.0.0.1:$PORT. |',
        ].join('\n'),
        END,
      ].join('\n\n'),
    );
  });
});
