// People and roles: seeded at start from the owner ids and the config file (added, never changed or
// removed), changed by an owner with every change logged, and the one call a channel makes: who is this, may they?
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeople, type People, STRANGER } from '../../../gateway/core/people.ts';
import { parseGoalsFile } from '../../../gateway/kernel/goals.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import type { PersonInput } from '../../../gateway/kernel/roles.ts';
import { createTestGateway, type TestGateway, testConfig } from '../../helpers/gateway.ts';

const OWNER = 'owner-3f9a1c7e5b2d4086a1c3e5f7b9d2a4c6';
const WRITER = 'writer-8e1d3f5a7c9b2e4d6f8a1c3e5b7d9f2a';

const channels = {
  TELEGRAM_BOT_TOKEN: '123:fake',
  TELEGRAM_OWNER_IDS: '42,43',
  SLACK_BOT_TOKEN: 'xoxb-fake',
  SLACK_SIGNING_SECRET: 'fake-signing-secret',
  SLACK_CHANNEL: 'C0123',
  SLACK_OWNER_IDS: 'U0OWNER',
};

describe('seeding at start', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway({ env: channels, seed: false });
  });
  afterAll(() => t.close());

  /** The people door with this config file's `people`, as start reads it. */
  const peopleWith = (people: PersonInput[] = []) =>
    createPeople({ db: t.testDb.db, config: testConfig(channels, { goals: {}, people }), logger: silentLogger });

  it('makes TELEGRAM_OWNER_IDS and SLACK_OWNER_IDS owners, once', async () => {
    const people = peopleWith();
    const added = await people.seed();
    expect(added.map((p) => [p.name, p.role, p.telegram_id, p.slack_id])).toEqual([
      ['telegram-42', 'owner', '42', null],
      ['telegram-43', 'owner', '43', null],
      ['slack-U0OWNER', 'owner', null, 'U0OWNER'],
    ]);
    expect(await people.seed()).toEqual([]);
    expect((await people.list()).length).toBe(3);
    const log = await people.changes();
    expect(log.map((c) => [c.change, c.actor])).toEqual([
      ['added', 'config'],
      ['added', 'config'],
      ['added', 'config'],
    ]);
  });

  it('adds the config file’s missing people; never changes or removes anyone', async () => {
    const people = peopleWith([
      { name: 'Mina', role: 'reviewer', goals: ['replies'], telegram_id: '77' },
      { name: 'Ann', role: 'owner', telegram_id: '42' }, // 42 is already telegram-42: skipped
    ]);
    expect((await people.seed()).map((p) => p.name)).toEqual(['Mina']);
    await people.change('Mina', { goals: ['replies', 'posts'] }, 'cli');
    await people.add({ name: 'Vic', role: 'viewer' }, 'cli');
    // The config says otherwise, and lacks Vic: the database keeps what the owner changed.
    const again = peopleWith([{ name: 'Mina', role: 'viewer' }]);
    expect(await again.seed()).toEqual([]);
    const mina = await again.get('mina');
    expect([mina.role, mina.goals]).toEqual(['reviewer', ['replies', 'posts']]);
    expect((await again.list()).map((p) => p.name)).toContain('Vic');
  });
});

describe('the config file’s people', () => {
  it('are checked when the file is read, every bad entry named', () => {
    const file = {
      people: [
        { name: 'web', role: 'owner' },
        { name: 'Mina', role: 'reviewer' },
        { name: 'Sam', role: 'viewer', telegram_id: '@sam' },
      ],
    };
    expect(() => parseGoalsFile(file, 'taploop.config.json')).toThrow(
      [
        'Invalid taploop.config.json:',
        '  people.0.name: that name means a channel in decision records; choose another',
        '  people.1.goals: a reviewer needs the goals they review, e.g. goals ["posts"]',
        '  people.2.telegram_id: telegram_id must be a numeric Telegram user id',
      ].join('\n'),
    );
  });
});

describe('changing people', () => {
  let t: TestGateway;
  let people: People;
  beforeAll(async () => {
    t = await createTestGateway();
    people = createPeople({ db: t.testDb.db, config: t.config, logger: silentLogger });
  });
  afterAll(() => t.close());

  it('logs every change: who, what, when', async () => {
    const before = new Date(Date.now() - 1000);
    const rita = await people.add({ name: 'Rita', role: 'reviewer', goals: ['replies'], slack_id: 'U0RITA' }, 'cli');
    await people.change('rita', { role: 'owner' }, 'owner token');
    await people.remove('Rita', 'Ann');
    const log = await people.changes(rita.id);
    expect(log.map((c) => [c.change, c.actor, c.person_name])).toEqual([
      ['added', 'cli', 'Rita'],
      ['changed', 'owner token', 'Rita'],
      ['removed', 'Ann', 'Rita'],
    ]);
    expect(log[1]!.detail).toEqual({
      role: { from: 'reviewer', to: 'owner' },
      goals: { from: ['replies'], to: [] },
    });
    for (const c of log) expect(c.created_at.getTime()).toBeGreaterThan(before.getTime());
    await expect(people.get('Rita')).rejects.toThrow(/No person called “Rita”/);
  });

  it('keeps names and channel ids one person’s, and goals for reviewers only', async () => {
    await people.add({ name: 'Noor', role: 'viewer', telegram_id: '501' }, 'cli');
    await expect(people.add({ name: 'noor', role: 'viewer' }, 'cli')).rejects.toThrow(
      /The name “noor” is already Noor's/,
    );
    await expect(people.add({ name: 'Sam', role: 'viewer', telegram_id: '501' }, 'cli')).rejects.toThrow(
      /Telegram user 501 is already Noor's/,
    );
    await expect(people.change('Noor', { role: 'reviewer' }, 'cli')).rejects.toThrow(
      /a reviewer needs the goals they review/,
    );
    await expect(people.change('Noor', { goals: ['posts'] }, 'cli')).rejects.toThrow(/goals are for reviewers/);
    expect((await people.change('Noor', { role: 'reviewer', goals: ['posts'] }, 'cli')).goals).toEqual(['posts']);
  });

  it('removing a person removes their sign-in links and sessions', async () => {
    await people.add({ name: 'Lee', role: 'viewer' }, 'cli');
    const { url } = await people.signInLink('Lee', 'cli');
    const signedIn = await people.signIn(url.split('/').pop()!);
    expect(signedIn.state).toBe('signed-in');
    await people.remove('Lee', 'cli');
    const left = await t.testDb.db.query(
      `select token_hash from sign_in_links union all select token_hash from web_sessions`,
    );
    expect(left).toEqual([]);
    if (signedIn.state === 'signed-in') expect(await people.personOfSession(signedIn.session)).toBeNull();
  });
});

describe('the one call a channel makes: who is this user, and may they?', () => {
  let t: TestGateway;
  let people: People;
  beforeAll(async () => {
    t = await createTestGateway();
    people = createPeople({ db: t.testDb.db, config: t.config, logger: silentLogger });
    await people.add({ name: 'Ann', role: 'owner', telegram_id: '42' }, 'cli');
    await people.add({ name: 'Rita', role: 'reviewer', goals: ['replies'], slack_id: 'U0RITA' }, 'cli');
    await people.add({ name: 'Vic', role: 'viewer', telegram_id: '44' }, 'cli');
  });
  afterAll(() => t.close());

  it('answers by Telegram or Slack id, with the sentence for a refusal', async () => {
    const posts = { kind: 'decide', goal: 'posts' } as const;
    expect(await people.check({ telegram: '42' }, posts)).toMatchObject({ allowed: true, person: { name: 'Ann' } });
    expect(await people.check({ slack: 'U0RITA' }, { kind: 'decide', goal: 'replies' })).toMatchObject({
      allowed: true,
    });
    expect(await people.check({ slack: 'U0RITA' }, posts)).toEqual({
      allowed: false,
      person: expect.objectContaining({ name: 'Rita' }),
      message:
        'Deciding a “posts” draft needs an owner or a reviewer of “posts”; you are Rita, a reviewer of “replies”.',
    });
    expect(await people.check({ slack: 'U0RITA' }, { kind: 'owner', what: 'confirming a rule' })).toMatchObject({
      allowed: false,
      message: 'Confirming a rule needs an owner; you are Rita, a reviewer of “replies”.',
    });
    expect(await people.check({ telegram: '44' }, { kind: 'read-counts' })).toMatchObject({ allowed: true });
    expect(await people.check({ telegram: '44' }, { kind: 'answer-mistake', goal: 'posts' })).toMatchObject({
      allowed: false,
    });
    expect(await people.check({ telegram: '999' }, posts)).toEqual({ allowed: false, person: null, message: STRANGER });
  });
});

describe('/v1/people', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway({ env: { TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: `writer:${WRITER}` } });
  });
  afterAll(() => t.close());

  const asOwner = { authorization: `Bearer ${OWNER}` };

  it('is the owner’s: list, add, change, remove; every change logged as the owner token’s', async () => {
    const added = await t.request('POST', '/v1/people', { name: 'Mina', role: 'reviewer', goals: ['posts'] }, asOwner);
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ name: 'Mina', role: 'reviewer', goals: ['posts'], teaches: true });
    const changed = await t.request('PATCH', '/v1/people/mina', { goals: ['posts', 'replies'] }, asOwner);
    expect(((await changed.json()) as { goals: string[] }).goals).toEqual(['posts', 'replies']);
    const list = (await (await t.request('GET', '/v1/people', undefined, asOwner)).json()) as {
      people: { name: string }[];
    };
    expect(list.people.map((p) => p.name)).toEqual(['Mina']);
    const link = await t.request('POST', '/v1/people/Mina/sign-in-link', undefined, asOwner);
    expect(link.status).toBe(201);
    expect(((await link.json()) as { url: string }).url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/sign-in\/[\w-]{43}$/);
    expect((await t.request('DELETE', '/v1/people/Mina', undefined, asOwner)).status).toBe(200);
    const log = await t.testDb.db.query<{ change: string; actor: string }>(
      `select change, actor from people_changes order by created_at, id`,
    );
    expect(log.map((c) => c.actor)).toEqual(['owner token', 'owner token', 'owner token', 'owner token']);
  });

  it('says what is wrong with a person in one 400, and 404 for nobody', async () => {
    const bad = await t.request('POST', '/v1/people', { name: 'web', role: 'boss' }, asOwner);
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { message: string } };
    expect(error.message).toContain('that name means a channel');
    expect(error.message).toContain('role must be "owner", "reviewer" or "viewer"');
    expect((await t.request('PATCH', '/v1/people/nobody', { role: 'viewer' }, asOwner)).status).toBe(404);
    // A name no text column can hold (NUL) is nobody, not a database error.
    expect((await t.request('DELETE', '/v1/people/x_%00', undefined, asOwner)).status).toBe(404);
  });

  it('refuses an agent token and no token', async () => {
    const agent = { authorization: `Bearer ${WRITER}` };
    expect((await t.request('GET', '/v1/people', undefined, agent)).status).toBe(403);
    expect((await t.request('POST', '/v1/people', { name: 'Eve', role: 'owner' }, agent)).status).toBe(403);
    expect((await t.request('POST', '/v1/people', { name: 'Eve', role: 'owner' })).status).toBe(401);
    expect(await t.testDb.db.query(`select 1 from people where name = 'Eve'`)).toEqual([]);
  });
});
