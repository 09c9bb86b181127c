/**
 * The guard-removal list: each mutation removes one guard by replacing an exact snippet of the
 * source, and names the tests that must notice (a subset, to keep `npm run mutants` short). The
 * runner (scripts/mutants.ts) applies one at a time to a scratch copy and records killed (the
 * tests failed), survived (they passed: a missing test) or not applied (the snippet is no longer
 * in the file: the code moved, and the mutation must be rewritten against it).
 */

import { CALLER_TEXT_MUTATIONS } from "./caller-text";
import { CHAIN_CHECKS_MUTATIONS } from "./chain-checks";
import { CHAIN_RUNS_MUTATIONS } from "./chain-runs";
import { CHAT_EDGE_MUTATIONS } from "./chat-edge";
import { CHAT_OAUTH_MUTATIONS } from "./chat-oauth";
import { CONFIRM_MUTATIONS } from "./confirm";
import { CONVERSATION_MUTATIONS } from "./conversation";
import { GRANT_ENDING_MUTATIONS } from "./grant-endings";
import { INVITE_MUTATIONS } from "./invites";
import type { Mutation } from "./mutation";
import { SANITIZER_RULE_MUTATIONS } from "./sanitizer-rules";
import { SANITIZER_SPLIT_MUTATIONS } from "./sanitizer-splits";
import { SHARED_MUTATIONS } from "./shared";
import { SIGN_IN_MUTATIONS } from "./sign-in";
import { TOOLS_DATA_MUTATIONS } from "./tools-data";
import { TOOLS_SESSIONS_MUTATIONS } from "./tools-sessions";
import { TURN_MUTATIONS } from "./turns";

/** Every mutation, one file per part of the code it mutates. */
export const MUTATIONS: readonly Mutation[] = [
  ...CHAIN_CHECKS_MUTATIONS,
  ...CHAIN_RUNS_MUTATIONS,
  ...CONFIRM_MUTATIONS,
  ...SIGN_IN_MUTATIONS,
  ...TOOLS_SESSIONS_MUTATIONS,
  ...TOOLS_DATA_MUTATIONS,
  ...CONVERSATION_MUTATIONS,
  ...GRANT_ENDING_MUTATIONS,
  ...INVITE_MUTATIONS,
  ...TURN_MUTATIONS,
  ...CHAT_EDGE_MUTATIONS,
  ...CHAT_OAUTH_MUTATIONS,
  ...SHARED_MUTATIONS,
  ...SANITIZER_RULE_MUTATIONS,
  ...SANITIZER_SPLIT_MUTATIONS,
  ...CALLER_TEXT_MUTATIONS,
];
