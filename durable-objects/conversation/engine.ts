/**
 * The conversation's chat side: who may take part, turns started and resumed, the event log and
 * its live delivery (SSE streams and hibernated sockets). The Durable Object class delegates here;
 * a test can build an engine over the same storage with other limits or a composer of its own.
 * The caller's AuthContext comes with every request from the chat Worker, which authenticated it;
 * this object never sees a session token.
 */
import type { Decision, MessagePayload, ResumePayload, StopPayload } from "../../src/shared/chat-protocol";
import { type Caller, NOT_RESUMABLE, NOT_RUNNING, type Refusal, viewerOf } from "../../src/shared/conversation-api";
import type { ChatEvent } from "../../src/shared/events";
import { newId } from "../../src/shared/ids";
import { redactText } from "../../src/shared/sanitizer";
import type { GrantedSlot } from "../../src/shared/turn-quota";
import type { GraphPorts, TurnPorts } from "./graph/ports";
import { rememberingRecall } from "./graph/remembered-plan";
import { endWithdrawn, endWithSession, failTurn, stopTurn, TurnRunner } from "./graph/runner";
import type { IndexPort } from "./limits/index-port";
import { ListEntry } from "./list-entry";
import { eventDelivery } from "./live/delivery";
import { type LiveSessions, Sockets } from "./live/sockets";
import { Streams } from "./live/streams";
import { Membership } from "./membership";
import type { PendingActionStore } from "./pending-actions";
import { resumeTurn, type Started } from "./resume";
import { audienceOf, type Viewer } from "./store/audience";
import { Calls } from "./store/calls";
import { EventLog } from "./store/event-log";
import { Interrupts } from "./store/interrupts";
import { Invites } from "./store/invites";
import { Messages } from "./store/messages";
import type { Participant, Participants } from "./store/participants";
import { isSender, type Turn, type Turns } from "./store/turns";

export interface EnginePorts extends TurnPorts {
  /** The session store: what each open socket's session is now, asked before every frame and delivery. */
  readonly sessions: LiveSessions;
  /** Each person's list of conversations to reopen (their TurnQuota object). */
  readonly index: IndexPort;
}

export class ConversationEngine {
  readonly streams = new Streams();
  readonly sockets: Sockets;
  readonly log: EventLog;
  readonly participants: Participants;
  readonly invites: Invites;
  /** The conversation's entry in each caller's list of conversations. */
  readonly listEntry: ListEntry;
  private readonly turns: Turns;
  private readonly messages: Messages;
  private readonly runner: TurnRunner;
  private readonly graph: GraphPorts;

  constructor(
    private readonly ctx: DurableObjectState,
    pending: PendingActionStore,
    private readonly ports: EnginePorts,
    private readonly membership = new Membership(ctx.storage.sql),
  ) {
    const sql = ctx.storage.sql;
    membership.ensureTurnTables();
    this.sockets = new Sockets(ctx, ports.sessions);
    this.log = new EventLog(sql);
    this.participants = membership.participants;
    this.invites = new Invites(sql);
    this.turns = membership.turns;
    this.messages = new Messages(sql);
    this.listEntry = new ListEntry(
      ctx,
      ports.index,
      this.messages,
      () => this.conversationId(),
      () => ports.now(),
    );
    const calls = new Calls(sql);
    const interrupts = new Interrupts(sql);
    this.graph = {
      ...ports,
      planner: rememberingRecall(ports.planner),
      conversationId: () => this.conversationId() ?? "",
      stores: {
        turns: this.turns,
        calls,
        interrupts,
        messages: this.messages,
        log: this.log,
        pending,
      },
      ...eventDelivery({
        log: this.log,
        streams: this.streams,
        sockets: this.sockets,
        conversationId: () => this.conversationId(),
        now: ports.now,
      }),
    };
    this.runner = new TurnRunner(this.graph, () => this.armDeadline());
  }

  conversationId(): string | null {
    return this.membership.conversationId();
  }

  /** The caller's participant (creating the conversation when `create`), or null: see Membership. */
  admit(caller: Caller, create: boolean): Participant | null {
    return this.membership.admit(caller, create, this.ports.now());
  }

  /** Starts a turn for the message; its events go to the log, the sockets and any stream opened from `fromSeq`. */
  async startTurn(
    caller: Caller,
    participant: Participant,
    payload: MessagePayload,
    granted?: GrantedSlot,
  ): Promise<Started> {
    const now = this.ports.now();
    const run = {
      turnId: granted?.turnId ?? newId("turn_"),
      auth: caller.auth,
      partner: caller.partner,
      decision: null,
    };
    const { turnId } = run;
    const deadlineAt = now.getTime() + this.ports.limits.turnDeadlineMs;
    // The slot's answer comes in before the turn's first write (see requestSlot); a failed request
    // is the runner's to report, as a crashed turn, once the turn exists. The same request records
    // the conversation in the caller's list, titled by the first question they may see: an earlier
    // one, else this one as it will be stored. A granted slot was asked for, list entry and all,
    // when the conversation's id was handed out.
    const first = () => this.messages.firstQuestion(viewerOf(caller)) ?? redactText(payload.message);
    const slot = granted
      ? Promise.resolve(granted.answer)
      : this.runner.requestSlot(run, true, deadlineAt, this.listEntry.of(caller, first(), now));
    await slot.catch(() => undefined);
    const audience = audienceOf(caller.auth);
    const messageId = this.messages.add(turnId, "user", payload.message, audience, now);
    this.turns.create(
      {
        id: turnId,
        senderParticipant: participant.id,
        senderSession: caller.auth.sessionId,
        senderPerson: caller.auth.personId,
        channel: caller.channel,
        payload: { explicitlySelectedTools: payload.explicitlySelectedTools, preferences: payload.preferences },
        messageId,
        deadlineAt,
        // The grant travels with the turn: every call it makes runs within it, whoever carries it on.
        partner: caller.partner,
      },
      now,
    );
    const fromSeq = this.log.last();
    this.graph.emit(turnId, `${turnId}:started`, { type: "turn.started", by: participant.id }, null);
    // The question as stored (redacted), to its author now; finalize shares it with a general answer.
    const question = { type: "question.asked" as const, by: participant.id, text: this.messages.text(messageId) };
    this.graph.emit(turnId, `${turnId}:asked`, { ...question, shared: false }, audience);
    // The turn outlives this request on purpose: the client may go, the turn goes on.
    this.ctx.waitUntil(this.runner.start(run, slot, fromSeq));
    this.armDeadline();
    return { ok: true, turnId, fromSeq };
  }

  /** Carries a paused or interrupted turn on (resume.ts). */
  async resumeTurn(caller: Caller, payload: ResumePayload): Promise<Started | Refusal> {
    return resumeTurn(
      { graph: this.graph, runner: this.runner, carryOn: (...args) => this.carryOn(...args) },
      caller,
      payload,
    );
  }

  /**
   * Stops the caller's running turn (the named one, or their latest here): it ends with `turn.failed`
   * (`turn_stopped`) for everyone following it. Only its sender may stop it, as only they may resume it;
   * a paused turn is not running (its sign-in card or confirmation waits, and a reject ends a write).
   */
  async stopTurn(caller: Caller, turnId: StopPayload["turnId"]): Promise<{ ok: true; turnId: string } | Refusal> {
    const viewer = viewerOf(caller);
    const turn = turnId === undefined ? this.turns.latestUnfinished(viewer) : this.turns.get(turnId);
    if (turn?.status !== "running" || !isSender(turn, viewer)) return NOT_RUNNING;
    const run = { turnId: turn.id, auth: caller.auth, partner: caller.partner, decision: null };
    return (await stopTurn(this.graph, run, turn)) ? { ok: true, turnId: turn.id } : NOT_RUNNING;
  }

  /** A session ended here (signed out, or its grant revoked): its sockets close, its running turns end (endWithSession), its streams close. */
  async endSession(sessionId: string): Promise<void> {
    this.sockets.endSession(sessionId);
    for (const turn of this.turns.withStatus("running")) {
      if (turn.senderSession === sessionId) await endWithSession(this.graph, turn, this.runner.runOf(turn.id));
    }
    this.streams.endSession(sessionId);
    this.armDeadline();
  }

  /** A grant ended: the paused turns its session sent end, with the proposals the ending withdrew (endWithdrawn). */
  endPausedTurns(sessionId: string): void {
    const sent = this.turns.withStatus("paused").filter((turn) => turn.senderSession === sessionId);
    for (const turn of sent) endWithdrawn(this.graph, turn);
  }

  /**
   * Carries on the caller's turns that an evicted instance left running (no run of this instance
   * moves them): the sender's socket coming back means someone is waiting for their end, so they
   * finish now instead of failing at their deadline. A group member's socket takes over nothing:
   * a turn only ever runs as its sender.
   */
  async takeOverOrphans(caller: Caller): Promise<void> {
    for (const turn of this.turns.withStatus("running")) {
      if (!isSender(turn, viewerOf(caller)) || this.runner.activeSince(turn.id) !== null) continue;
      await this.carryOn(turn, caller, null);
    }
  }

  /** Moves a paused or orphaned turn on from its checkpoint, with a fresh deadline. */
  private async carryOn(turn: Turn, caller: Caller, decision: Decision | null): Promise<Started | Refusal> {
    const now = this.ports.now();
    const deadlineAt = now.getTime() + this.ports.limits.turnDeadlineMs;
    const taken =
      turn.status === "running"
        ? this.turns.renewDeadline(turn.id, deadlineAt, now)
        : this.turns.resume(turn.id, deadlineAt, now);
    if (!taken) return NOT_RESUMABLE;
    const run = { turnId: turn.id, auth: caller.auth, partner: caller.partner, decision };
    const fromSeq = this.log.last();
    this.ctx.waitUntil(this.runner.start(run, this.runner.requestSlot(run, false, deadlineAt), fromSeq));
    this.armDeadline();
    return { ok: true, turnId: turn.id, fromSeq };
  }

  /** The events of the turn since `fromSeq` that the viewer may see, then live ones until it stops. */
  streamOf(viewer: Viewer, started: Started): ReadableStream<Uint8Array> {
    return this.streams.open(
      viewer,
      started.turnId,
      this.log.after(viewer, started.fromSeq, { turnId: started.turnId }),
    );
  }

  replay(viewer: Viewer, after: number, upTo?: number): ChatEvent[] {
    return this.log.after(viewer, after, upTo === undefined ? {} : { upTo });
  }

  /** Fails every running turn past its deadline (an evicted turn included), then re-arms for the next. */
  async onAlarm(): Promise<void> {
    const now = this.ports.now().getTime();
    for (const turn of this.turns.withStatus("running")) {
      if (turn.deadlineAt <= now) failTurn(this.graph, turn.id, "turn_deadline");
    }
    this.armDeadline();
  }

  /**
   * Sets the deadline alarm to the earliest deadline of the turns running here, or takes it down when
   * none is (a paused turn has no deadline until it resumes; an alarm then would only wake the object
   * to find nothing to fail). Called where a turn starts or ends, beside that turn's own writes: an
   * alarm is stored like them (and confirmed before anything the object sends next leaves it, the
   * output gate), so it joins their commit rather than making one of its own after a read of the alarm.
   */
  private armDeadline(): void {
    const next = this.turns.earliestDeadline();
    if (next === null) void this.ctx.storage.deleteAlarm();
    else void this.ctx.storage.setAlarm(next);
  }
}
