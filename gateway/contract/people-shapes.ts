// The people routes' answers (GET/POST/PATCH/DELETE /v1/people, sign-in links, sign out everywhere), written down as
// shapes.ts writes the others; no row type is named here, so none reaches the typed client.
import { z } from 'zod';

const timestamp = z.iso.datetime();

export const personShape = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['owner', 'reviewer', 'viewer']),
  /** The goals a reviewer decides; empty for owners (every goal) and viewers (none). */
  goals: z.array(z.string()),
  telegram_id: z.string().nullable(),
  slack_id: z.string().nullable(),
  /** Whether this person's edits feed learning. */
  teaches: z.boolean(),
  created_at: timestamp,
});

export const peopleShape = z.object({ people: z.array(personShape) });

export const signInLinkShape = z.object({
  person: personShape,
  /** Open once, before expires_at: a page with one "Sign in" button. */
  url: z.string(),
  expires_at: timestamp,
});

export const signedOutShape = z.object({ person: personShape, sessions_ended: z.number().int() });

export const removedPersonShape = z.object({ person: personShape, removed: z.literal(true) });

export type PersonAnswer = z.infer<typeof personShape>;
export type PeopleAnswer = z.infer<typeof peopleShape>;
export type SignInLinkAnswer = z.infer<typeof signInLinkShape>;
export type SignedOutAnswer = z.infer<typeof signedOutShape>;
export type RemovedPersonAnswer = z.infer<typeof removedPersonShape>;
