// Types of the owner's people routes: the input schemas (type-only) and the answer shapes of
// gateway/contract/people-shapes.ts.
import type { z } from 'zod';
import type {
  PeopleAnswer,
  PersonAnswer,
  RemovedPersonAnswer,
  SignedOutAnswer,
  SignInLinkAnswer,
} from '../gateway/contract/people-shapes.ts';
import type { personChanges, personInput } from '../gateway/kernel/roles.ts';

export type PersonInput = z.input<typeof personInput>;
export type PersonChangesInput = z.input<typeof personChanges>;
export type { PeopleAnswer, PersonAnswer, RemovedPersonAnswer, SignedOutAnswer, SignInLinkAnswer };
