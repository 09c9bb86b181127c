/**
 * Conversation: one Durable Object per conversation. It holds the conversation's participants,
 * messages, turns and their node checkpoints, interrupts, pending actions, the sequenced event log
 * and the hibernated sockets, and runs the turn graph (engine.ts). It never runs a tool itself: the
 * tools Worker does, and uses this object as the atomic store of a pending action's state. A
 * person's turn quota, shared by all their conversations, is another object's job (TurnQuota).
 */
import { DurableObject } from "cloudflare:workers";
import type { MessagePayload, ResumePayload, StopPayload } from "../../src/shared/chat-protocol";
import {
  type Caller,
  type ConversationServiceApi,
  type EntryAnswer,
  FORBIDDEN,
  type GrantEnding,
  NOT_FOUND,
  type Refusal,
  viewerOf,
} from "../../src/shared/conversation-api";
import type { ChatEvent } from "../../src/shared/events";
import type { ToolOutcome } from "../../src/shared/outcome";
import type { ClaimResult, PendingActionRecord, StoredPendingAction } from "../../src/shared/pending-action";
import type { GrantedSlot } from "../../src/shared/turn-quota";
import { ConversationEngine, type EnginePorts } from "./engine";
import { enginePorts } from "./engine-ports";
import { Membership } from "./membership";
import { PendingActionStore } from "./pending-actions";
import { connect, onFrame } from "./socket-handlers";
import type { InviteStatus } from "./store/invites";
import type { ParticipantView } from "./store/participants";
import { migratePart } from "./store/schema";
import { toolService } from "./tool-service";

export type ChatAnswer =
  | { readonly ok: true; readonly turnId: string; readonly body: ReadableStream<Uint8Array> }
  | Refusal;
export type ReplayAnswer = { readonly ok: true; readonly events: ChatEvent[] } | Refusal;
export type InviteAnswer =
  | { readonly ok: true; readonly inviteCode: string; readonly inviteId: string; readonly expiresAt: string }
  | Refusal;
export type ParticipantsAnswer =
  | { readonly ok: true; readonly participants: ParticipantView[]; readonly invites: InviteStatus[] }
  | Refusal;
export type JoinAnswer = { readonly ok: true; readonly participantId: string } | Refusal;
export type StopAnswer = { readonly ok: true; readonly turnId: string } | Refusal;

/**
 * Rebuilds an object's engine with some of its ports replaced (a test's model, limits). Keyed by a
 * symbol, so it is reachable in-process (`runInDurableObject`) and never over RPC, whose method
 * names are strings.
 */
export const WITH_PORTS: unique symbol = Symbol("Conversation.withPorts");

export class Conversation extends DurableObject<Env> implements ConversationServiceApi {
  private readonly pending: PendingActionStore;
  private readonly membership: Membership;
  private built: ConversationEngine | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.pending = new PendingActionStore(ctx.storage.sql);
    this.membership = new Membership(ctx.storage.sql);
    // Only the entry tables wait here: they exist before any request is served (the turn engine
    // brings its own tables when it is built; a new object, a new conversation, makes them outright).
    void ctx.blockConcurrencyWhile(async () => {
      if (migratePart(ctx.storage.sql, "entry") === "created") this.membership.madeNow();
    });
  }

  /**
   * The chat side, built by the first request that needs it: a direct run's `enter` and the pending
   * action methods (most objects' whole life) never pay for the model, the graph or the streams.
   */
  private get engine(): ConversationEngine {
    this.built ??= this.buildEngine(enginePorts(this.env));
    return this.built;
  }

  private buildEngine(ports: EnginePorts): ConversationEngine {
    return new ConversationEngine(this.ctx, this.pending, ports, this.membership);
  }

  [WITH_PORTS](overrides: Partial<EnginePorts>): void {
    this.built = this.buildEngine(enginePorts(this.env, overrides));
  }

  // Pending actions: the tools Worker's atomic store (semantics in pending-actions.ts).

  async createPendingAction(record: PendingActionRecord): Promise<void> {
    this.pending.create(record);
  }

  async getPendingAction(id: string): Promise<StoredPendingAction | null> {
    return this.pending.get(id);
  }

  async claimPendingAction(id: string, now: string): Promise<ClaimResult> {
    return this.pending.claim(id, now);
  }

  async rejectPendingAction(id: string, outcome: ToolOutcome, now: string): Promise<ClaimResult> {
    return this.pending.reject(id, outcome, now);
  }

  async completePendingAction(id: string, outcome: ToolOutcome, now: string): Promise<void> {
    this.pending.complete(id, outcome, now);
  }

  async settledPendingAction(id: string, timeoutMs: number): Promise<StoredPendingAction | null> {
    return this.pending.settled(id, timeoutMs);
  }

  /**
   * A partner's grant ended (the member revoked it, its client was disabled, or the authorization
   * server revoked it): the grant's session is already ended in the session store; here its open
   * sockets are closed at once, its running turns end (their streams with them, so nothing read for
   * them afterwards reaches it), its pending proposals are withdrawn (pending -> rejected with
   * `withdrawal`) and then its paused turns end with them, so the log says so and no client keeps a
   * card to approve. Answers the withdrawn actions, for the tools Worker to write each one's audit row.
   */
  async endGrant(input: GrantEnding): Promise<PendingActionRecord[]> {
    await this.engine.endSession(input.sessionId);
    const withdrawn = this.pending.withdrawProposalsOf(input.sessionId, input.clientId, input.withdrawal, input.now);
    this.engine.endPausedTurns(input.sessionId);
    return withdrawn;
  }

  /**
   * A person signed out (POST /auth/signout): the session is already ended in the session store; here
   * its sockets close, the turns it runs end and the streams it follows close at once, so nothing more
   * of the conversation reaches it (a socket would also be refused at its next delivery; a stream would not).
   */
  async endSession(sessionId: string): Promise<void> {
    if (this.membership.conversationId() === null) return;
    await this.engine.endSession(sessionId);
  }

  /**
   * Made ready for a person's next conversation (their TurnQuota object asks, off any turn's path):
   * the object and its tables exist, so the turn that starts the conversation here need not make
   * them. It holds no id and no participant: that turn's sender becomes its creator, as with a new id.
   */
  async prepare(): Promise<void> {
    void this.engine;
  }

  // Chat: every method takes the caller the chat Worker authenticated.

  /**
   * One turn for the message; `create` when the client named no conversation (a new one), with the
   * slot its person's quota already gave the first turn when the chat Worker asked it (`slot`).
   */
  async chat(input: Caller & { create: boolean; payload: MessagePayload; slot?: GrantedSlot }): Promise<ChatAnswer> {
    await this.noteGrantConversation(input);
    if (!input.create) await this.adoptMinted(input);
    const participant = this.engine.admit(input, input.create);
    if (!participant) return NOT_FOUND;
    // Only a conversation this call creates has a first turn whose slot was asked for ahead.
    const granted = input.create ? input.slot : undefined;
    const started = await this.engine.startTurn(input, participant, input.payload, granted);
    return { ok: true, turnId: started.turnId, body: this.engine.streamOf(viewerOf(input), started) };
  }

  /**
   * Lets a caller's direct tool run, action decision or MCP call in: a participant, or the creator
   * of a conversation whose id the chat Worker just minted (`create`). Anyone else is refused
   * exactly as for a conversation that does not exist, before the tool-call service hears a word.
   */
  async enter(input: Caller & { create: boolean }): Promise<EntryAnswer> {
    await this.noteGrantConversation(input);
    if (!input.create) await this.adoptMinted(input);
    return this.membership.admit(input, input.create, new Date()) ? { ok: true } : NOT_FOUND;
  }

  async resume(input: Caller & { payload: ResumePayload }): Promise<ChatAnswer> {
    await this.adoptMinted(input);
    if (!this.engine.admit(input, false)) return NOT_FOUND;
    const started = await this.engine.resumeTurn(input, input.payload);
    if (!started.ok) return started;
    this.engine.listEntry.remember(input);
    return { ok: true, turnId: started.turnId, body: this.engine.streamOf(viewerOf(input), started) };
  }

  /** Stops the caller's running turn; its end reaches every stream and socket following it. */
  async stop(input: Caller & { payload: StopPayload }): Promise<StopAnswer> {
    await this.adoptMinted(input);
    if (!this.engine.admit(input, false)) return NOT_FOUND;
    return this.engine.stopTurn(input, input.payload.turnId);
  }

  async events(input: Caller & { after: number }): Promise<ReplayAnswer> {
    await this.adoptMinted(input);
    if (!this.engine.admit(input, false)) return NOT_FOUND;
    return { ok: true, events: this.engine.replay(viewerOf(input), input.after) };
  }

  /** A group is the member's to open: a partner neither invites anyone in nor joins. */
  async invite(input: Caller): Promise<InviteAnswer> {
    await this.adoptMinted(input);
    const participant = this.engine.admit(input, false);
    if (!participant) return NOT_FOUND;
    if (input.partner !== null) return FORBIDDEN;
    return { ok: true, ...(await this.engine.invites.create(participant.id, new Date())) };
  }

  /** Who is in the conversation, and the invitations the caller made (so a used one can be cleared). */
  async participants(input: Caller): Promise<ParticipantsAnswer> {
    await this.adoptMinted(input);
    const participant = this.engine.admit(input, false);
    if (!participant) return NOT_FOUND;
    const now = new Date();
    return {
      ok: true,
      participants: this.engine.participants.list(participant.id),
      invites: this.engine.invites.madeBy(participant.id, now),
    };
  }

  /**
   * The caller leaves: admitted no more (every route answers them as for a conversation that does not
   * exist), gone from their conversation list, their sockets here closed. What they said stays in the log.
   */
  async leave(input: Caller): Promise<EntryAnswer> {
    await this.adoptMinted(input);
    const participant = this.engine.admit(input, false);
    if (!participant) return NOT_FOUND;
    this.engine.participants.remove(participant.id);
    this.engine.sockets.closeFor(participant.id);
    await this.engine.listEntry.forget(input);
    return { ok: true };
  }

  async join(input: Caller & { inviteCode: string }): Promise<JoinAnswer> {
    if (input.partner !== null) return FORBIDDEN;
    const already = this.engine.admit(input, false);
    if (already) return { ok: true, participantId: already.id };
    if (this.engine.conversationId() !== input.conversationId) return NOT_FOUND;
    if (!(await this.engine.invites.redeem(input.inviteCode, new Date()))) return NOT_FOUND;
    const participantId = this.engine.participants.add(input.auth, null, new Date(), input.firstName ?? null).id;
    this.engine.listEntry.remember(input);
    return { ok: true, participantId };
  }

  /**
   * A conversation a partner's grant creates is recorded with its grant before it exists, so ending
   * the grant reaches it (its sockets, its proposals); a failed record creates nothing.
   */
  private async noteGrantConversation(input: Caller & { create: boolean }): Promise<void> {
    if (!input.create || input.partner === null || this.membership.conversationId() !== null) return;
    const tools = toolService(this.env);
    await tools.noteGrantConversation(input.auth.sessionId, input.conversationId);
  }

  /**
   * A route named this conversation before its object held it: a direct run's conversation is minted
   * by the tool-call service and made only when needed. If the service minted the id for this caller,
   * it is made now with the caller as its participant (a partner's recorded with its grant first);
   * for anyone else nothing is made, and the route answers as for an id nobody used.
   */
  private async adoptMinted(input: Caller): Promise<void> {
    if (this.membership.conversationId() !== null) return;
    const tools = toolService(this.env);
    if (!(await tools.mintedFor(input.conversationId, { auth: input.auth, partner: input.partner }))) return;
    await this.noteGrantConversation({ ...input, create: true });
    this.membership.admit(input, true, new Date());
  }

  /** `GET /chat/:id/ws`, forwarded by the chat Worker with the caller it authenticated. */
  override async fetch(request: Request): Promise<Response> {
    return connect(this.engine, request, (caller) => this.adoptMinted(caller));
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    await onFrame(this.engine, ws, message);
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    // Complete the closing handshake; the socket's events stay in the log for its next connection.
    if (ws.readyState === WebSocket.OPEN) ws.close(code === 1005 ? 1000 : code, reason);
  }

  override async alarm(): Promise<void> {
    await this.engine.onAlarm();
  }
}
