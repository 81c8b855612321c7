import { describe, expect, it } from 'vitest';
import { createConfig } from '../../gateway/config.ts';

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

  it('listens on every address only with a token', () => {
    expect(createConfig({ TAPLOOP_API_TOKEN: 'a-long-enough-token-123' }).host).toBe('0.0.0.0');
    expect(() => createConfig({ HOST: '0.0.0.0' })).toThrow(/HOST: 0.0.0.0 would expose the API without a token/);
  });

  it('uses the OpenAI-compatible provider when a key is set', () => {
    const c = createConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(c.embeddings).toMatchObject({ provider: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'text-embedding-3-small' });
  });

  it('needs owners with a Telegram token and splits the id list', () => {
    expect(() => createConfig({ TELEGRAM_BOT_TOKEN: '123:abc' })).toThrow(/TELEGRAM_OWNER_IDS: required/);
    expect(createConfig({ TELEGRAM_BOT_TOKEN: '123:abc', TELEGRAM_OWNER_IDS: '42, 43' }).telegram?.ownerIds).toEqual(['42', '43']);
  });

  it('names the missing Slack settings', () => {
    expect(() => createConfig({ SLACK_BOT_TOKEN: 'xoxb-1' })).toThrow(/SLACK_SIGNING_SECRET: required.*\n.*SLACK_CHANNEL.*\n.*SLACK_OWNER_IDS/s);
  });
});
