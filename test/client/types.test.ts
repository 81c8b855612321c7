// The client's types follow the gateway's zod schemas and types: a drift is a `tsc --noEmit` error here.

import { type Jsonified, TaploopClient } from 'taploop/client';
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  checkShape,
  contextShape,
  decisionAnswerShape,
  exportSummaryShape,
  forgetShape,
  goalShape,
  nightlyShape,
  publicationShape,
  ruleShape,
  runShape,
  statsShape,
} from '../../gateway/contract/shapes.ts';
import type {
  contextQuery,
  decisionBody,
  listRulesQuery,
  statsQuery,
  submitRunInput,
  undoBody,
} from '../../gateway/kernel/schemas.ts';

type Input<M extends keyof TaploopClient, I extends number = 0> = TaploopClient[M] extends (...args: infer A) => unknown
  ? A[I]
  : never;
type Answer<M extends keyof TaploopClient> = TaploopClient[M] extends (...args: never[]) => Promise<infer R>
  ? R
  : never;

describe('TaploopClient types', () => {
  it('takes the inputs the server schemas accept', () => {
    expectTypeOf<Input<'submit'>>().toEqualTypeOf<z.input<typeof submitRunInput>>();
    expectTypeOf<Input<'decide', 1>>().toEqualTypeOf<z.input<typeof decisionBody>>();
    expectTypeOf<Input<'undo', 1>>().toEqualTypeOf<z.input<typeof undoBody> | undefined>();
    // Query schemas coerce strings (input `unknown`); the client takes their parsed types under the same keys.
    expectTypeOf<keyof Input<'context'>>().toEqualTypeOf<keyof z.input<typeof contextQuery>>();
    expectTypeOf<Input<'context'>>().toEqualTypeOf<{ goal: string; task?: string; draft?: string; k?: number }>();
    expectTypeOf<Input<'context'>>().toExtend<z.input<typeof contextQuery>>();
    expectTypeOf<NonNullable<Input<'rules'>>>().toEqualTypeOf<Partial<z.output<typeof listRulesQuery>>>();
    expectTypeOf<NonNullable<Input<'stats'>>>().toEqualTypeOf<{ days?: z.output<typeof statsQuery>['days'] }>();
  });

  it('answers with the route shapes, Dates as ISO strings', () => {
    // Every answer is the shape its route answers, not the rows or core types behind it.
    expectTypeOf<Answer<'getRun'>>().toEqualTypeOf<z.infer<typeof runShape>>();
    expectTypeOf<Answer<'waitForDecision'>>().toEqualTypeOf<z.infer<typeof runShape>>();
    expectTypeOf<Answer<'rules'>>().toEqualTypeOf<z.infer<typeof ruleShape>[]>();
    expectTypeOf<Answer<'decide'>>().toEqualTypeOf<z.infer<typeof decisionAnswerShape>>();
    expectTypeOf<Answer<'context'>>().toEqualTypeOf<z.infer<typeof contextShape>>();
    expectTypeOf<Answer<'check'>>().toEqualTypeOf<z.infer<typeof checkShape>>();
    expectTypeOf<Answer<'stats'>>().toEqualTypeOf<z.infer<typeof statsShape>>();
    expectTypeOf<Answer<'goals'>>().toEqualTypeOf<z.infer<typeof goalShape>[]>();
    expectTypeOf<Answer<'publications'>>().toEqualTypeOf<z.infer<typeof publicationShape>[]>();
    expectTypeOf<Answer<'nightly'>>().toEqualTypeOf<z.infer<typeof nightlyShape>>();
    expectTypeOf<Answer<'forget'>>().toEqualTypeOf<z.infer<typeof forgetShape>>();
    expectTypeOf<Answer<'export'>['summary']>().toEqualTypeOf<z.infer<typeof exportSummaryShape> | null>();
    expectTypeOf<Answer<'getRun'>['created_at']>().toEqualTypeOf<string>();
    expectTypeOf<Answer<'getRun'>['decided_at']>().toEqualTypeOf<string | null>();
    expectTypeOf<Answer<'context'>['corrections'][number]['at']>().toEqualTypeOf<string>();
    expectTypeOf<Jsonified<{ at: Date; tags: Date[]; meta: Record<string, unknown> }>>().toEqualTypeOf<{
      at: string;
      tags: string[];
      meta: Record<string, unknown>;
    }>();
  });

  it('refuses what the schemas refuse', () => {
    const client = new TaploopClient({ baseUrl: 'http://127.0.0.1:1' });
    // Never called: these lines only have to fail to compile.
    const _ = () => {
      // @ts-expect-error a draft needs a goal
      void client.submit({ draft: 'hi' });
      // @ts-expect-error the action is approve | reject | edit
      void client.decide('run_x', { action: 'publish' });
      // @ts-expect-error k is a number
      void client.context({ goal: 'posts', k: 'three' });
      // @ts-expect-error rule statuses are candidate | active | retired | rejected
      void client.rules({ status: 'draft' });
    };
    expectTypeOf(_).toBeFunction();
  });
});
