import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goalPolicy, loadGoalsFile, parseGoalsFile } from '../../../gateway/kernel/goals.ts';

describe('goals config', () => {
  it('fills documented defaults and lets unknown goals use defaultGoal', () => {
    const file = parseGoalsFile({
      goals: { posts: { maxPerDay: 3, minGapMinutes: 180, timezone: 'Asia/Seoul' } },
      defaultGoal: { undoSeconds: 30 },
    });
    expect(goalPolicy(file, 'posts', 'UTC')).toMatchObject({
      maxPerDay: 3,
      minGapMinutes: 180,
      timezone: 'Asia/Seoul',
      undoSeconds: 30,
      publisher: { type: 'log' },
    });
    expect(goalPolicy(file, 'replies', 'Europe/Berlin')).toMatchObject({
      maxPerDay: 10,
      minGapMinutes: 0,
      timezone: 'Europe/Berlin',
      undoSeconds: 30,
    });
  });

  it("takes a goal's Telegram group as a negative chat id, number or string, and refuses a person's id", () => {
    const file = parseGoalsFile({
      goals: { posts: { telegramChat: -1001234567890 }, replies: { telegramChat: '-42' } },
    });
    expect(goalPolicy(file, 'posts', 'UTC').telegramChat).toBe('-1001234567890');
    expect(goalPolicy(file, 'replies', 'UTC').telegramChat).toBe('-42');
    expect(goalPolicy(file, 'other', 'UTC').telegramChat).toBeNull();
    expect(() => parseGoalsFile({ goals: { posts: { telegramChat: 4242 } } })).toThrow(
      /goals\.posts\.telegramChat: a group chat id is negative/,
    );
    expect(() => parseGoalsFile({ goals: { posts: { telegramChat: '@team' } } })).toThrow(/goals\.posts\.telegramChat/);
  });

  it('names the bad key in its message', () => {
    expect(() =>
      parseGoalsFile({ goals: { posts: { maxPerDay: 0, quietHours: '25:00-07:00', publisher: { type: 'fax' } } } }),
    ).toThrow(/goals\.posts\.maxPerDay: .*\n.*goals\.posts\.quietHours: .*\n.*goals\.posts\.publisher/s);
    expect(() => parseGoalsFile({ goals: { posts: { maxperday: 3 } } })).toThrow(
      /goals\.posts: Unrecognized key: "maxperday"/,
    );
  });

  it('reads TAPLOOP_CONFIG, and says so when the file is missing or not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'taploop-cfg-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ goals: { posts: { maxPerDay: 2 } } }));
    expect(loadGoalsFile(good).goals.posts?.maxPerDay).toBe(2);
    expect(() => loadGoalsFile(join(dir, 'missing.json'))).toThrow(/TAPLOOP_CONFIG: .*missing.json does not exist/);
    writeFileSync(join(dir, 'bad.json'), '{ goals: ');
    expect(() => loadGoalsFile(join(dir, 'bad.json'))).toThrow(/not valid JSON/);
  });
});

describe('the example config in the repo', () => {
  it('is valid once its placeholder webhook secret is replaced (copied as is, the secret is refused)', () => {
    const path = join(process.cwd(), 'taploop.config.example.json');
    expect(() => loadGoalsFile(path)).toThrow(/publisher\.secret: this is an example value/);
    const raw = JSON.parse(readFileSync(path, 'utf8')) as { goals: { posts: { publisher: { secret: string } } } };
    raw.goals.posts.publisher.secret = 'f3a9c1e7b5d2048a6c1e3f5b7d9a2c4e';
    const file = parseGoalsFile(raw);
    expect(goalPolicy(file, 'posts', 'UTC')).toMatchObject({
      maxPerDay: 3,
      quietHours: { start: 22 * 60, end: 7 * 60 },
    });
  });
});
