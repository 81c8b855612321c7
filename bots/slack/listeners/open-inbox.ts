// App Home's "Open the inbox": the tapper gets a one-time sign-in link by direct message, theirs alone.
import type { BlockAction, ButtonAction } from '@slack/bolt';
import { SIGN_IN_MINUTES } from '../../../gateway/index.ts';
import { actionMatcher } from '../blocks.ts';
import { mustBeAllowed } from './guard.ts';
import type { Listener } from './listener.ts';

export const openInbox: Listener = (app, { gateway }) => {
  app.action<BlockAction<ButtonAction>>(actionMatcher('openInbox'), async ({ ack, body, client }) => {
    await ack();
    // Anyone taploop knows may sign in; a stranger is refused (logged) and told so on their App Home.
    const person = await mustBeAllowed(gateway, body.user.id, { kind: 'read-counts' }, { action: 'sign-in' });
    const link = await gateway.people.signInLink(person.id, person.name);
    // No unfurl: Slack would fetch the page (a GET uses nothing up, but the link is for the person to open).
    await client.chat.postMessage({
      channel: body.user.id,
      text: `Your sign-in link for the web inbox, for you alone: it works once, within ${SIGN_IN_MINUTES} minutes.\n${link.url}`,
      unfurl_links: false,
      unfurl_media: false,
    });
  });
};
