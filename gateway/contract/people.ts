// Person → answer for the people routes, one field at a time (shapes in people-shapes.ts).
import type { Person } from '../core/people.ts';
import type { SignInLink } from '../core/sign-in.ts';
import type { PersonAnswer, RemovedPersonAnswer, SignedOutAnswer, SignInLinkAnswer } from './people-shapes.ts';

export function toPersonAnswer(p: Person): PersonAnswer {
  return {
    id: p.id,
    name: p.name,
    role: p.role,
    goals: p.goals,
    telegram_id: p.telegram_id,
    slack_id: p.slack_id,
    teaches: p.teaches,
    created_at: new Date(p.created_at).toISOString(),
  };
}

export function toSignInLinkAnswer(link: SignInLink): SignInLinkAnswer {
  return { person: toPersonAnswer(link.person), url: link.url, expires_at: link.expires_at.toISOString() };
}

export const toSignedOutAnswer = (person: Person, ended: number): SignedOutAnswer => ({
  person: toPersonAnswer(person),
  sessions_ended: ended,
});

export const toRemovedPersonAnswer = (person: Person): RemovedPersonAnswer => ({
  person: toPersonAnswer(person),
  removed: true,
});
