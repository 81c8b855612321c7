// Goals config: per-goal publishing limits and publisher, from a zod-validated JSON file (TAPLOOP_CONFIG).
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from './errors.ts';
import { issueLine } from './issues.ts';
import { personInput } from './roles.ts';
import { timeZone } from './schemas.ts';
import { secretRule } from './security-settings.ts';

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

export const publisherSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('log'), file: z.string().optional() }),
    z.object({ type: z.literal('webhook'), url: z.url(), secret: secretRule(32) }),
    z.object({ type: z.literal('telegram'), chatId: z.union([z.string(), z.number()]), token: z.string().optional() }),
    z.object({ type: z.literal('slack'), channel: z.string().min(1), token: z.string().optional() }),
  ],
  { error: 'publisher.type must be "log", "webhook", "telegram" or "slack"' },
);
export type PublisherConfig = z.infer<typeof publisherSchema>;

const goalSchema = z
  .object({
    maxPerDay: z.number().int().min(1).max(10_000).optional(),
    minGapMinutes: z
      .number()
      .min(0)
      .max(24 * 60)
      .optional(),
    timezone: timeZone.optional(),
    quietHours: z
      .string()
      .regex(/^\d\d:\d\d-\d\d:\d\d$/, 'expected "HH:MM-HH:MM", e.g. "22:00-07:00"')
      .refine((s) => s.split('-').every((t) => hhmm.test(t)), 'hours 00-23, minutes 00-59')
      .refine((s) => s.split('-')[0] !== s.split('-')[1], 'start and end must differ')
      .optional(),
    undoSeconds: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600)
      .optional(),
    expiresInSeconds: z.number().int().min(60).optional(),
    publisher: publisherSchema.optional(),
    /**
     * A Telegram group's chat id (negative, as Telegram gives it): the goal's draft cards go there, once, instead of to
     * each person's private chat, and any reviewer of the goal decides them in the group.
     */
    telegramChat: z
      .union([z.number().int(), z.string().regex(/^-?\d+$/)], {
        error: 'expected a Telegram chat id, e.g. -1001234567890',
      })
      .transform(String)
      .refine(
        (id) => id.startsWith('-'),
        'a group chat id is negative, e.g. -1001234567890 (a person’s id is not a group)',
      )
      .optional(),
  })
  .strict();

export const goalsFileSchema = z
  .object({
    goals: z
      .record(z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, 'goal names are letters, digits, "-" or "_"'), goalSchema)
      .default({}),
    defaultGoal: goalSchema.optional(),
    /** People to add at start when missing (never changed or removed from here): core/people.ts seedPeople. */
    people: z.array(personInput).max(1000).optional(),
  })
  .strict();
export type GoalsFile = z.infer<typeof goalsFileSchema>;

/** Everything the publish path needs to know about one goal, defaults filled in. */
export interface GoalPolicy {
  goal: string;
  maxPerDay: number;
  minGapMinutes: number;
  timezone: string;
  /** Minutes after local midnight; start > end means the quiet time spans midnight. */
  quietHours: { start: number; end: number } | null;
  undoSeconds: number;
  expiresInSeconds: number | null;
  publisher: PublisherConfig;
  /** The Telegram group the goal's cards go to, or null: to the private chat of each person who may decide. */
  telegramChat: string | null;
}

/** Documented defaults of a goal nobody configured. */
export const GOAL_DEFAULTS = { maxPerDay: 10, minGapMinutes: 0, undoSeconds: 60 } as const;

export function parseGoalsFile(raw: unknown, source = 'the goals config'): GoalsFile {
  const parsed = goalsFileSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${issueLine(i, '(file)')}`);
  throw new ConfigError(`Invalid ${source}:\n${lines.join('\n')}`);
}

/** Reads TAPLOOP_CONFIG (default taploop.config.json); a missing default file means "no goals configured". */
export function loadGoalsFile(path: string | undefined): GoalsFile {
  const file = path ?? 'taploop.config.json';
  if (!existsSync(file)) {
    if (path) throw new ConfigError(`Invalid configuration:\n  TAPLOOP_CONFIG: ${path} does not exist`);
    return { goals: {} };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError(`Invalid ${file}: not valid JSON (${(err as Error).message})`);
  }
  return parseGoalsFile(raw, file);
}

export function goalPolicy(file: GoalsFile, goal: string, ownerTimezone: string): GoalPolicy {
  const g = { ...file.defaultGoal, ...file.goals[goal] };
  return {
    goal,
    maxPerDay: g.maxPerDay ?? GOAL_DEFAULTS.maxPerDay,
    minGapMinutes: g.minGapMinutes ?? GOAL_DEFAULTS.minGapMinutes,
    timezone: g.timezone ?? ownerTimezone,
    quietHours: g.quietHours ? parseQuietHours(g.quietHours) : null,
    undoSeconds: g.undoSeconds ?? GOAL_DEFAULTS.undoSeconds,
    expiresInSeconds: g.expiresInSeconds ?? null,
    publisher: g.publisher ?? { type: 'log' },
    telegramChat: g.telegramChat ?? null,
  };
}

function parseQuietHours(s: string): { start: number; end: number } {
  const [start, end] = s.split('-').map((t) => {
    const [h, m] = t.split(':').map(Number) as [number, number];
    return h * 60 + m;
  }) as [number, number];
  return { start, end };
}
