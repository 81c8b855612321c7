// One way to say what is wrong with a zod-checked input: "path: message", the whole input named when the path is empty.
import type { z } from 'zod';

export const issueLine = (issue: z.core.$ZodIssue, whole: string): string =>
  `${issue.path.join('.') || whole}: ${issue.message}`;

/** The first problem of `value` against `schema` as one line ("message.from: …"), or null when it fits. */
export function firstProblem(schema: z.ZodType, value: unknown, whole: string): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : issueLine(r.error.issues[0]!, whole);
}
