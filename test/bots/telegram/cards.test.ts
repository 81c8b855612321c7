// Card rendering limits Telegram enforces: 4096 characters per message, escaped HTML, callback_data under 64 bytes.
import { describe, expect, it } from 'vitest';
import { callbackData, VERB } from '../../../bots/telegram/button-data.ts';
import { decidedCard, rejectingCard, runCardParts } from '../../../bots/telegram/cards.ts';
import { MAX_MESSAGE, splitText, visibleLength } from '../../../bots/telegram/text.ts';
import type { Run } from '../../../db/queries/runs.ts';
import { runRow } from '../../helpers/runs.ts';

const run = (draft: string, over: Partial<Run> = {}) => runRow({ draft, ...over });

describe('run cards', () => {
  it('split a long draft of emoji and markup-like text into parts that fit, without cutting a character', () => {
    const draft = '🚀 <b>&amp;</b> '.repeat(1500);
    const parts = runCardParts(run(draft));
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(visibleLength(p.text)).toBeLessThanOrEqual(MAX_MESSAGE);
    expect(parts.filter((p) => p.keyboard)).toHaveLength(1);
    expect(parts.at(-1)!.keyboard).toBeDefined();
    // The reserved room holds the "why reject?" question and the final state line.
    expect(visibleLength(rejectingCard(run(draft), ['x'.repeat(48)]).text)).toBeLessThanOrEqual(MAX_MESSAGE);
    const final = decidedCard(
      {
        ...run(draft, { status: 'rejected', decided_by: 'U1', decided_via: 'slack' }),
        decision: {
          id: 'fb_1',
          rating: -1,
          correction: null,
          reason: 'r'.repeat(2000),
          edit_kind: null,
          source: 'slack',
          actor: 'U1',
          created_at: new Date(),
        },
        publication: null,
      },
      (a) => a,
      'UTC',
    );
    expect(visibleLength(final.text)).toBeLessThanOrEqual(MAX_MESSAGE);
    expect(final.text).not.toContain('<b>&amp;</b>'); // the draft's own markup is escaped, never interpreted
  });

  it('splitText keeps every character and never splits a surrogate pair', () => {
    const text = `${'a'.repeat(99)}😀${'b'.repeat(150)}`;
    const chunks = splitText(text, 100);
    expect(chunks.join('')).toBe(text);
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(100);
      expect(c).not.toMatch(/[\uD800-\uDBFF]$/);
    }
  });

  it('callback_data stays under 64 bytes for every verb, and longer ids are refused', () => {
    for (const verb of Object.values(VERB))
      expect(Buffer.byteLength(callbackData(verb, 'rule_0123456789abcd', 3))).toBeLessThan(64);
    expect(() => callbackData(VERB.approve, `run_${'x'.repeat(60)}`)).toThrow(/64 bytes/);
  });
});
