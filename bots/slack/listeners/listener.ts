// What every listener gets: the gateway, config, logger, and the shared ways of answering a tap.
import type { App } from '@slack/bolt';
import type { Replies, SlackDeps } from '../replies.ts';

export interface ListenerDeps extends SlackDeps {
  replies: Replies;
}

export type Listener = (app: App, deps: ListenerDeps) => void;
