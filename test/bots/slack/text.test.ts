// Slack text: mrkdwn escaping, splitting under the section limit, and the publication line on approved cards.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decidedRunCard } from '../../../bots/slack/blocks.ts';
import { escapeMrkdwn, publicationLine, splitText } from '../../../bots/slack/text.ts';
import type { PublicationSlot } from '../../../gateway/core/decisions.ts';
import { runRow } from '../../helpers/runs.ts';

const slot = (over: Partial<PublicationSlot> = {}): PublicationSlot => ({
  id: 'pub_1',
  status: 'queued',
  scheduled_for: new Date('2026-12-01T14:00:00Z'),
  day_position: 2,
  max_per_day: 3,
  timezone: 'Europe/Berlin',
  undo_until: null,
  ...over,
});

describe('Slack text', () => {
  it('escapes only &, < and >', () => {
    expect(escapeMrkdwn('a & b <@U1> <!here> *bold* _it_')).toBe('a &amp; b &lt;@U1&gt; &lt;!here&gt; *bold* _it_');
  });

  it('splits at a line break or space and never inside an entity', () => {
    const text = escapeMrkdwn(`${'x'.repeat(2997)}&&& tail`);
    const pieces = splitText(text);
    for (const p of pieces) {
      expect(p.length).toBeLessThanOrEqual(3000);
      expect(p).not.toMatch(/&[a-z]*$/);
    }
    expect(pieces.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });

  it('says when an approved draft publishes, in the goal’s time zone', () => {
    const now = new Date('2026-12-01T09:00:00Z');
    expect(publicationLine(slot(), now)).toBe('publishes at 15:00 Europe/Berlin (2 of 3 today)');
    expect(publicationLine(slot(), new Date('2026-11-30T09:00:00Z'))).toBe(
      'publishes on Tue 1 Dec at 15:00 Europe/Berlin (2 of 3 that day)',
    );
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('an approved card with a publication slot shows it after the outcome', () => {
    // Midday, so that a slot a minute from now is today whenever the test runs (at 23:59 it was tomorrow's).
    vi.useFakeTimers({ now: new Date('2026-12-01T12:00:00Z'), toFake: ['Date'] });
    const run = runRow({
      id: 'run_1',
      agent: 'a',
      draft: 'Hi',
      final_text: 'Hi',
      status: 'approved',
      decided_at: new Date(),
      decided_by: 'U0OWNER1',
      decided_via: 'slack',
    });
    const card = decidedRunCard(
      {
        ...run,
        decision: {
          id: 'fb_1',
          rating: 1,
          correction: null,
          reason: null,
          edit_kind: null,
          source: 'slack',
          actor: 'U0OWNER1',
          created_at: new Date(),
        },
        publication: slot({ scheduled_for: new Date(Date.now() + 60_000), timezone: 'UTC' }),
      },
      'UTC',
    );
    expect(JSON.stringify(card.blocks[0])).toMatch(
      /✅ \*Approved\* in Slack by <@U0OWNER1> <!date\^1796126400\^\{date_short_pretty\} at \{time\}\|2026-12-01 12:00 UTC> · publishes at 12:01 UTC \(2 of 3 today\)/,
    );
  });
});
