import { describe, expect, it } from 'vitest';
import { createConfig } from '../../../gateway/kernel/config.ts';

describe('config', () => {
  it('runs with nothing set: embedded database, loopback, offline embedding', () => {
    const c = createConfig({});
    expect(c).toMatchObject({ dataDir: './data', databaseUrl: null, host: '127.0.0.1', port: 8787, apiToken: null });
    expect(c.embeddings.provider).toBe('local');
    expect(c.telegram).toBeNull();
    expect(c.slack).toBeNull();
  });

  it('names every bad key and says what to fix', () => {
    expect(() => createConfig({ PORT: 'eighty', TAPLOOP_TIMEZONE: 'Mars/Olympus', LOG_LEVEL: 'loud' })).toThrow(
      /PORT: .*\n.*TAPLOOP_TIMEZONE: expected an IANA time zone.*\n.*LOG_LEVEL/s,
    );
  });

  it('listens on every address only with a token, and then only with the names it answers to', () => {
    expect(createConfig({ TAPLOOP_API_TOKEN: 'a-long-enough-token-123', ALLOWED_HOSTS: 'taploop.lan' }).host).toBe(
      '0.0.0.0',
    );
    expect(
      createConfig({ TAPLOOP_OWNER_TOKEN: OWNER, PUBLIC_URL: 'https://Taploop.example.com/' }).allowedHosts,
    ).toEqual(['taploop.example.com']);
    expect(() => createConfig({ HOST: '0.0.0.0' })).toThrow(/HOST: 0.0.0.0 would expose the API without a token/);
  });

  it('uses the OpenAI-compatible provider when a key is set', () => {
    const c = createConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(c.embeddings).toMatchObject({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'text-embedding-3-small',
    });
  });

  it('needs owners with a Telegram token and splits the id list', () => {
    expect(() => createConfig({ TELEGRAM_BOT_TOKEN: '123:abc' })).toThrow(/TELEGRAM_OWNER_IDS: required/);
    expect(createConfig({ TELEGRAM_BOT_TOKEN: '123:abc', TELEGRAM_OWNER_IDS: '42, 43' }).telegram?.ownerIds).toEqual([
      '42',
      '43',
    ]);
  });

  it('names the missing Slack settings', () => {
    expect(() => createConfig({ SLACK_BOT_TOKEN: 'xoxb-1' })).toThrow(
      /SLACK_SIGNING_SECRET: required.*\n.*SLACK_CHANNEL.*\n.*SLACK_OWNER_IDS/s,
    );
  });
});

const OWNER = 'owner-3f9a1c7e5b2d4086a1c3e5f7b9d2a4c6';
const HEX = '9c1f4e7a2b5d8036c9e1f4a7b2d5e8f0a3c6b9d2e5f8a1c4b7d0e3f6a9c2b5d8';

/** The one line (after the heading) a refused setting prints. */
function refusal(env: Record<string, string>): string {
  try {
    createConfig(env);
  } catch (err) {
    const lines = (err as Error).message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines).toHaveLength(2);
    return lines[1]!.trim();
  }
  throw new Error(`accepted: ${JSON.stringify(env)}`);
}

describe('settings that are refused at start, each with one line', () => {
  it('a loopback look-alike host is not loopback', () => {
    expect(refusal({ HOST: '127.attacker.example' })).toMatch(
      /^HOST: 127\.attacker\.example would expose the API without a token/,
    );
    expect(refusal({ HOST: '127.0.0.1.nip.io' })).toMatch(/^HOST: /);
    for (const host of ['127.0.0.1', '127.8.9.10', '::1', 'localhost'])
      expect(createConfig({ HOST: host }).host).toBe(host);
  });

  it('a server bound beyond loopback needs PUBLIC_URL or ALLOWED_HOSTS', () => {
    expect(refusal({ TAPLOOP_OWNER_TOKEN: OWNER })).toBe(
      'HOST: bound to 0.0.0.0, beyond loopback; set PUBLIC_URL (the address people open) or ALLOWED_HOSTS (the host names this server answers to)',
    );
    expect(refusal({ TAPLOOP_OWNER_TOKEN: OWNER, HOST: '192.168.1.5' })).toMatch(/set PUBLIC_URL .* or ALLOWED_HOSTS/);
    expect(
      createConfig({ TAPLOOP_OWNER_TOKEN: OWNER, HOST: '192.168.1.5', ALLOWED_HOSTS: '192.168.1.5' }).allowedHosts,
    ).toEqual(['192.168.1.5']);
  });

  it('a command that opens no port is not refused for where the server would listen', () => {
    // `taploop stats` on the server's own machine, with its .env: a token binds 0.0.0.0 by default.
    expect(createConfig({ TAPLOOP_OWNER_TOKEN: OWNER }, {}, { binds: false }).ownerToken).toBe(OWNER);
    expect(createConfig({ HOST: '0.0.0.0' }, {}, { binds: false }).host).toBe('0.0.0.0');
  });

  it('the Telegram webhook secret is up to 256 characters of A-Z a-z 0-9 _ -', () => {
    const tg = { TELEGRAM_BOT_TOKEN: '123:abc', TELEGRAM_OWNER_IDS: '42' };
    expect(refusal({ ...tg, TELEGRAM_WEBHOOK_SECRET: `${HEX}`.repeat(5) })).toMatch(
      /^TELEGRAM_WEBHOOK_SECRET: up to 256 characters of A-Z/,
    );
    expect(refusal({ ...tg, TELEGRAM_WEBHOOK_SECRET: 'has spaces and ü' })).toMatch(
      /^TELEGRAM_WEBHOOK_SECRET: up to 256/,
    );
    expect(createConfig({ ...tg, TELEGRAM_WEBHOOK_SECRET: 'Ab_9-xYz_8-wVu7t' }).telegram?.webhookSecret).toBe(
      'Ab_9-xYz_8-wVu7t',
    );
    const longest = `${HEX}${HEX.split('').reverse().join('')}${HEX.toUpperCase()}${HEX.slice(1)}_`;
    expect(createConfig({ ...tg, TELEGRAM_WEBHOOK_SECRET: longest }).telegram?.webhookSecret).toHaveLength(256);
  });

  it('a weak secret is refused at start: too short, a piece repeated, few characters, a blank inside, or shared', () => {
    const tg = { TELEGRAM_BOT_TOKEN: '123:abc', TELEGRAM_OWNER_IDS: '42' };
    expect(refusal({ ...tg, TELEGRAM_WEBHOOK_SECRET: 'a' })).toMatch(
      /^TELEGRAM_WEBHOOK_SECRET: use at least 16 characters/,
    );
    expect(refusal({ TAPLOOP_OWNER_TOKEN: 'abcdefgh'.repeat(4) })).toBe(
      'TAPLOOP_OWNER_TOKEN: too guessable (the same 8 characters over and over); generate one with "openssl rand -hex 32"',
    );
    // A piece repeated with a part piece at the end is as guessable.
    expect(refusal({ CALLBACK_SECRET: `${'k3y-Part9'.repeat(4)}k3y` })).toMatch(
      /^CALLBACK_SECRET: too guessable \(the same 9 characters over and over\)/,
    );
    expect(refusal({ TAPLOOP_OWNER_TOKEN: `${OWNER.slice(0, 16)} ${OWNER.slice(16)}` })).toBe(
      'TAPLOOP_OWNER_TOKEN: contains a space or another blank; generate one with "openssl rand -hex 32"',
    );
    expect(
      refusal({ TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: `writer:${HEX.slice(0, 20)}\t${HEX.slice(20)}` }),
    ).toMatch(/^AGENT_TOKENS: the token of "writer": contains a space or another blank/);
    expect(refusal({ METRICS_TOKEN: 'a1'.repeat(10) })).toMatch(/^METRICS_TOKEN: too guessable/);
    expect(refusal({ TAPLOOP_OWNER_TOKEN: OWNER, CALLBACK_SECRET: OWNER })).toBe(
      'CALLBACK_SECRET: the same value as TAPLOOP_OWNER_TOKEN; give each token and secret its own (openssl rand -hex 32)',
    );
    expect(refusal({ TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: `writer:${HEX}`, CALLBACK_SECRET: HEX })).toBe(
      'CALLBACK_SECRET: the same value as the token of agent "writer"; give each token and secret its own (openssl rand -hex 32)',
    );
    expect(refusal({ ...tg, CALLBACK_SECRET: HEX, TELEGRAM_WEBHOOK_SECRET: HEX })).toMatch(
      /^TELEGRAM_WEBHOOK_SECRET: the same value as CALLBACK_SECRET/,
    );
    expect(refusal({ TAPLOOP_OWNER_TOKEN: OWNER, METRICS_TOKEN: OWNER })).toMatch(
      /^METRICS_TOKEN: the same value as TAPLOOP_OWNER_TOKEN/,
    );
    // The control: strong values, each its own.
    const strong = createConfig({
      ...tg,
      HOST: '127.0.0.1',
      TAPLOOP_OWNER_TOKEN: OWNER,
      AGENT_TOKENS: `writer:${HEX}`,
      CALLBACK_SECRET: HEX.split('').reverse().join(''),
      TELEGRAM_WEBHOOK_SECRET: 'Ab_9-xYz_8-wVu7t',
      METRICS_TOKEN: 'metrics-7c2e9a4f1b8d',
    });
    expect(strong.callbackSecret).toBe(HEX.split('').reverse().join(''));
  });

  it('tokens and secrets are at least 32 characters and not an example value; the legacy token keeps 16', () => {
    expect(refusal({ TAPLOOP_OWNER_TOKEN: 'short-token-123456789' })).toMatch(
      /^TAPLOOP_OWNER_TOKEN: use at least 32 characters/,
    );
    expect(refusal({ TAPLOOP_API_TOKEN: 'a'.repeat(16) })).toMatch(/^TAPLOOP_API_TOKEN: too guessable/);
    expect(refusal({ TAPLOOP_API_TOKEN: 'short' })).toMatch(/^TAPLOOP_API_TOKEN: use at least 16 characters/);
    expect(refusal({ CALLBACK_SECRET: 'change-me-please' })).toMatch(/^CALLBACK_SECRET: this is an example value/);
    expect(refusal({ CALLBACK_SECRET: 'f3a9c1e7b5d2048a' })).toMatch(/^CALLBACK_SECRET: use at least 32/);
    expect(
      refusal({ TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_OWNER_IDS: '1', TELEGRAM_WEBHOOK_SECRET: 'change-me-please' }),
    ).toMatch(/example value/);
    expect(refusal({ TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: 'writer:tooshort' })).toMatch(
      /^AGENT_TOKENS: the token of "writer": use at least 32/,
    );
    expect(refusal({ TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: `writer:${OWNER}` })).toMatch(
      /^AGENT_TOKENS: an agent has the owner token/,
    );
    expect(refusal({ AGENT_TOKENS: `writer:${OWNER}` })).toMatch(/^TAPLOOP_OWNER_TOKEN: required with agent tokens/);
    // An entry without "name:" may be a bare token pasted in: said by its place, never quoted into the logs.
    const bare = 'Zq8vX2mK9pL4wR7tY1uB6nC3jH5gF0dS';
    const told = refusal({ TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: `writer:${'w'.repeat(8)}${bare},${bare}` });
    expect(told).toBe('AGENT_TOKENS: expected name:token entries; entry 2 has no ":" (write it as writer:<token>)');
    expect(refusal({ TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: `-bad:${bare}` })).toBe(
      'AGENT_TOKENS: expected name:token entries; the name of entry 1 is not 1-64 letters, digits, . _ - (starting with a letter or digit)',
    );
    expect(createConfig({ TAPLOOP_API_TOKEN: 'legacy-token-0123456789', HOST: '127.0.0.1' }).ownerToken).toBe(
      'legacy-token-0123456789',
    );
  });

  it('named agent tokens come from AGENT_TOKENS and from a file', () => {
    const writer = 'writer-8e1d3f5a7c9b2e4d6f8a1c3e5b7d9f2a';
    const editor = 'editor-1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d';
    const c = createConfig(
      {
        HOST: '127.0.0.1',
        TAPLOOP_OWNER_TOKEN: OWNER,
        AGENT_TOKENS: `writer:${writer}`,
        AGENT_TOKENS_FILE: 'tokens.txt',
      },
      { agentTokens: `# agents\neditor:${editor}\n` },
    );
    expect(c.agentTokens).toEqual([
      { name: 'writer', token: writer },
      { name: 'editor', token: editor },
    ]);
  });

  it('a webhook publisher secret from the example is refused', async () => {
    const { parseGoalsFile } = await import('../../../gateway/kernel/goals.ts');
    expect(() =>
      parseGoalsFile({
        goals: {
          posts: { publisher: { type: 'webhook', url: 'https://hooks.example.com/x', secret: 'change-me-please' } },
        },
      }),
    ).toThrow(/goals\.posts\.publisher\.secret: this is an example value/);
  });
});
