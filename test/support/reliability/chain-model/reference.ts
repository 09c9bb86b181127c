/**
 * A reference for the authorization chain, written from the contracts alone (not from decide.ts):
 * the chain is an ordered list of rules, each naming the code it answers and when; the first rule
 * that refuses decides. Only after every rule passes does a call run, or wait for a person.
 * Everything is plain data, so a difference from `decide` is a difference in meaning.
 */
import type { Channel, InvocationSource, Role } from "../../../../src/shared/auth-context";
import type { FailureCode } from "../../../../src/shared/failure-codes";

/** The caller, as the service resolved its session (the only identity the chain may use). */
export interface ModelSession {
  readonly sessionId: string;
  readonly personId: string | null;
  readonly role: Role;
  readonly companyId: string;
  readonly credentialRef: string | null;
  readonly portalRefs: readonly string[];
}

export interface ModelTool {
  readonly name: string;
  readonly risk: "read" | "write";
  readonly roles: readonly Role[];
  readonly requiresCredential: boolean;
  readonly ownership: "owns_portal" | "none";
  readonly confirmationOverride: boolean;
  readonly targetScope: "any" | "explicit_user_selected";
}

export interface ModelToolRow {
  readonly enabled: boolean;
  readonly roles: readonly Role[] | null;
  readonly channels: readonly Channel[] | null;
}

export interface ModelPolicy {
  readonly killSwitch: boolean;
  readonly dailyCallBudget: number;
  readonly callsPerMinute: number;
  readonly channels: readonly Channel[];
  readonly rows: Readonly<Record<string, ModelToolRow>>;
}

/** Arguments as the generator made them: it knows, by construction, whether they fit the schema. */
export interface ModelArgs {
  readonly fitsSchema: boolean;
  /** The portal_ref the arguments name, when they name one as a string. */
  readonly portalRef: string | null;
}

export interface ModelWorld {
  readonly tools: readonly ModelTool[];
  readonly callName: string;
  readonly args: ModelArgs;
  readonly session: ModelSession;
  /** False when the session ended (signed out, expired) after the service resolved it. */
  readonly live: boolean;
  /** The policy of the session's company, or none. */
  readonly policy: ModelPolicy | null;
  readonly channel: Channel;
  readonly invocationSource: InvocationSource;
  readonly selected: readonly string[];
  /** Calls this person made before this one, today and this minute. */
  readonly earlierToday: number;
  readonly earlierThisMinute: number;
  readonly mode: "propose" | "confirm";
}

export type Expected = { readonly kind: "refused"; readonly code: FailureCode } | { readonly kind: "run" | "confirm" };

/** A rule refuses with its code when `refuses` holds. */
interface Rule {
  readonly code: FailureCode;
  readonly refuses: (w: ModelWorld, tool: ModelTool, row: ModelToolRow | undefined, who: ModelSession) => boolean;
  readonly onlyWhenProposing?: boolean;
  /** A tool not offered now: a proposal hears `unknown_tool` (as for no such tool), an approval the code. */
  readonly notOffered?: boolean;
}

/** Whether a call reaches the meter: it passes every check that needs no policy. */
function counted(w: ModelWorld, t: ModelTool, who: ModelSession): boolean {
  if (!w.args.fitsSchema) return false;
  if (t.requiresCredential && who.credentialRef === null) return false;
  if (t.ownership === "owns_portal" && (w.args.portalRef === null || !who.portalRefs.includes(w.args.portalRef)))
    return false;
  return !unselected(w, t);
}

/** An explicit-only tool nobody chose: the model's proposal of a tool the person did not select, or a partner's run. */
function unselected(w: ModelWorld, t: ModelTool): boolean {
  if (t.targetScope !== "explicit_user_selected") return false;
  return w.invocationSource === "partner" || (w.invocationSource === "agent" && !w.selected.includes(t.name));
}

const RULES: readonly Rule[] = [
  // Offered now: a policy exists, the tool's row is there and on, and the channel is allowed twice over.
  { code: "policy_missing", notOffered: true, refuses: (w) => w.policy === null },
  { code: "tool_disabled", notOffered: true, refuses: (_w, _t, row) => row === undefined || !row.enabled },
  { code: "tool_disabled", notOffered: true, refuses: (w) => !w.policy?.channels.includes(w.channel) },
  {
    code: "tool_disabled",
    notOffered: true,
    refuses: (w, _t, row) => row?.channels != null && !row.channels.includes(w.channel),
  },
  // A session that ended after it was resolved runs nothing.
  { code: "session_mismatch", refuses: (w) => !w.live },
  { code: "kill_switch", refuses: (w) => w.policy?.killSwitch === true },
  // A budget of N allows N calls: this call is number earlier + 1. A call that a check needing no
  // policy will refuse anyway (arguments, credential, ownership, selection) is not counted at all.
  {
    code: "budget_exhausted",
    onlyWhenProposing: true,
    refuses: (w, t, _r, who) => counted(w, t, who) && w.earlierToday + 1 > (w.policy?.dailyCallBudget ?? 0),
  },
  {
    code: "rate_limited",
    onlyWhenProposing: true,
    refuses: (w, t, _r, who) => counted(w, t, who) && w.earlierThisMinute + 1 > (w.policy?.callsPerMinute ?? 0),
  },
  // 1. Both layers of roles: the tool's own, and the policy's narrower list.
  { code: "permission_denied", refuses: (_w, t, _r, who) => !t.roles.includes(who.role) },
  {
    code: "permission_denied",
    refuses: (_w, _t, row, who) => row?.roles != null && !row.roles.includes(who.role),
  },
  // 2. Arguments.
  { code: "invalid_arguments", refuses: (w) => !w.args.fitsSchema },
  // 3. A signed-out caller hears "sign in" before anything about ownership.
  {
    code: "credential_unavailable",
    refuses: (_w, t, _r, who) => t.requiresCredential && who.credentialRef === null,
  },
  // 4. Ownership is judged on the session's own portals.
  {
    code: "not_found",
    refuses: (w, t, _r, who) =>
      t.ownership === "owns_portal" && (w.args.portalRef === null || !who.portalRefs.includes(w.args.portalRef)),
  },
  // 5. The model may use an explicit-only tool only when the person selected it; a person's own run
  // is explicit; a partner's run never is.
  { code: "explicit_selection_required", refuses: (w, t) => unselected(w, t) },
];

export function referenceDecide(world: ModelWorld): Expected {
  const tool = world.tools.find((candidate) => candidate.name === world.callName);
  if (!tool) return { kind: "refused", code: "unknown_tool" };
  const row = world.policy?.rows[tool.name];
  for (const rule of RULES) {
    if (rule.onlyWhenProposing && world.mode !== "propose") continue;
    if (!rule.refuses(world, tool, row, world.session)) continue;
    // Nothing a proposal hears tells a tool it is not offered from one that does not exist.
    return { kind: "refused", code: rule.notOffered && world.mode === "propose" ? "unknown_tool" : rule.code };
  }
  // A write always waits for a person; a tool may raise its own bar. The confirm path runs what was approved.
  const confirmable = tool.risk === "write" || tool.confirmationOverride;
  return { kind: world.mode === "propose" && confirmable ? "confirm" : "run" };
}
