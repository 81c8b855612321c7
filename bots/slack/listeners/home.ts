// App Home: opening the tab shows the owner's pending drafts and candidate rules, each with its buttons.
import type { Listener } from './listener.ts';

export const home: Listener = (app, { replies }) => {
  app.event('app_home_opened', async ({ event }) => {
    if (event.tab !== 'home') return;
    await replies.publishHome(event.user);
  });
};
