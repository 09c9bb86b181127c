/**
 * The composer port: what gather and finalize ask of whatever writes the answer. The default is
 * deterministic code (default-composer.ts); an LLM composer can replace it behind this port. Either
 * way it sees only sanitized outcomes, and the calls it proposes go through the tool-call service
 * like every other call, with every check.
 */
import type { AuthContext, Channel, HeldPolicy } from "../../shared/auth-context";
import type { ChatPreferences } from "../../shared/chat-protocol";
import type { DataClass } from "../../shared/data-class";
import type { Citation } from "../../shared/events";
import type { ToolOutcome } from "../../shared/outcome";
import type { PartnerGrant } from "../../shared/partner-scopes";
import type { PlannedCall } from "../planner/member-reads";
import type { Plan } from "../planner/plan";

export interface ToolResultView {
  readonly toolName: string;
  readonly args: Record<string, unknown> | null;
  readonly outcome: ToolOutcome;
}

export interface ComposeInput {
  readonly plan: Plan;
  /** Every call of the turn that has an outcome, in the order it was planned. */
  readonly results: readonly ToolResultView[];
  readonly preferences: ChatPreferences;
  /**
   * The signed-in member's policies as their session knows them (each portal and its product, read
   * by code at sign-in): which product each of their reads is about, so the answer names it. Absent
   * or empty for anyone else. Never shown to a model.
   */
  readonly policies?: readonly HeldPolicy[];
}

/**
 * Who the turn runs as, so a model can list the tools this caller is offered now. It is the
 * service's input, never a model's: no credential, session or person id is ever shown to a model.
 */
export interface TurnCaller {
  readonly auth: AuthContext;
  readonly channel: Channel;
  readonly explicitlySelectedTools: readonly string[];
  /** The partner the turn was sent by: a model is offered only the tools its granted scopes cover. */
  readonly partner: PartnerGrant | null;
}

export interface ProposeInput extends ComposeInput {
  /** The gather round: 0, 1, … up to the turn's limit. */
  readonly round: number;
  /** The member's message as they wrote it (a model sees it only after the sanitizer). */
  readonly message: string;
  readonly caller: TurnCaller;
}

export interface Answer {
  /** Plain text: no markup, whatever the upstream data held. */
  readonly text: string;
  readonly citations: readonly Citation[];
}

/** Who works with a turn's data: code in this object, or a model behind a provider. */
export const COMPOSER_KINDS = [
  /** The deterministic composer: code in the Conversation object; nothing leaves it. */
  "deterministic",
  /** A model: what it is shown leaves for its provider. */
  "model",
] as const;
export type ComposerKind = (typeof COMPOSER_KINDS)[number];

/**
 * Receives the answer as it is produced, piece by piece (`message.delta`): the pieces joined are the
 * answer's text. A composer that is handed none produces the answer just the same.
 */
export type DeltaSink = (piece: string) => void;

/** The answer's text as a client may show it coming: paragraph by paragraph, each with the break after it. */
export function paragraphsOf(text: string): string[] {
  return (text.match(/[\s\S]*?(?:\n{2,}|$)/g) ?? []).filter((piece) => piece.length > 0);
}

export interface Composer {
  readonly kind: ComposerKind;
  /**
   * The highest data class this composer may be shown. A turn that read more than that is carried
   * on (proposals and answer) by the deterministic composer instead, and its events say so.
   */
  readonly clearance: DataClass;
  /** gather: the calls to make next (round 0, 1, …); none means the turn goes on to confirm. */
  propose(input: ProposeInput): Promise<PlannedCall[]>;
  /** finalize: the answer, each piece handed to `onDelta` as it is produced. */
  compose(input: ComposeInput, onDelta?: DeltaSink): Promise<Answer>;
}
