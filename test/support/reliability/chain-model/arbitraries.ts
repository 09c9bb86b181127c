/**
 * fast-check generators for the chain's world: tools with any combination of facts, a company
 * policy (or none), a caller signed in or out whose session may have ended after it was resolved,
 * usage counts around the limits, and arguments that fit the schema or break it in a
 * known way. Each world is plain data, read both by the reference and (translated) by `decide`.
 */
import fc from "fast-check";
import { CHANNELS, type Channel, INVOCATION_SOURCES, ROLES, type Role } from "../../../../src/shared/auth-context";
import type { ModelArgs, ModelPolicy, ModelSession, ModelTool, ModelToolRow, ModelWorld } from "./reference";

export const TOOL_NAMES = ["alpha_lookup", "beta_lookup", "gamma_change"] as const;
export const UNKNOWN_NAME = "delta_not_registered";
export const PORTALS = ["PRT-40122", "PRT-40123", "PRT-50001", "PRT-T0000001"] as const;
export const HOME_COMPANY = "co-home";
export const OTHER_COMPANY = "co-other";

/** Arguments with the verdict the synthetic schema (portal_ref?: string, note?: ≤ 40 chars) must reach. */
export interface GeneratedArgs {
  readonly value: unknown;
  readonly model: ModelArgs;
}

const fits = (value: unknown, portalRef: string | null = null): GeneratedArgs => ({
  value,
  model: { fitsSchema: true, portalRef },
});
const breaks = (value: unknown): GeneratedArgs => ({ value, model: { fitsSchema: false, portalRef: null } });

const portal = fc.constantFrom(...PORTALS);
const shortNote = fc.string({ maxLength: 40 });

export const argsArb: fc.Arbitrary<GeneratedArgs> = fc.oneof(
  // Absent arguments are no arguments.
  fc.constantFrom(fits(undefined), fits(null), fits({})),
  { arbitrary: portal.map((p) => fits({ portal_ref: p }, p)), weight: 4 },
  { arbitrary: fc.tuple(portal, shortNote).map(([p, note]) => fits({ portal_ref: p, note }, p)), weight: 2 },
  shortNote.map((note) => fits({ note })),
  fc.string().map((other) => fits({ portal_ref: other }, other)),
  // Broken in a known way: wrong types, unknown keys, too long, not an object, prototype keys.
  fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)).map((bad) => breaks({ portal_ref: bad })),
  portal.map((p) => breaks({ portal_ref: p, access_token: "x" })),
  fc.string({ minLength: 41, maxLength: 60 }).map((note) => breaks({ note })),
  fc.oneof(fc.string(), fc.integer(), fc.array(fc.string(), { maxLength: 2 })).map(breaks),
  portal.map((p) => breaks(JSON.parse(`{"portal_ref":"${p}","__proto__":{"admin":true}}`))),
  portal.map((p) => breaks({ portal_ref: p, constructor: "x" })),
);

/**
 * Mostly the value that lets a call through, sometimes anything: each gate must pass often enough
 * that worlds reach the later checks (and a run), while every refusal still comes up.
 */
function mostly<T>(open: T, any: fc.Arbitrary<T>, weight = 4): fc.Arbitrary<T> {
  return fc.oneof({ arbitrary: fc.constant(open), weight }, { arbitrary: any, weight: 1 });
}

const roles = mostly<readonly Role[]>([...ROLES], fc.subarray([...ROLES]), 2);
const channels = mostly<readonly Channel[]>([...CHANNELS], fc.subarray([...CHANNELS]), 2);

const toolArb = (name: string): fc.Arbitrary<ModelTool> =>
  fc.record({
    name: fc.constant(name),
    risk: fc.constantFrom("read" as const, "write" as const),
    roles,
    requiresCredential: fc.boolean(),
    ownership: fc.constantFrom("owns_portal" as const, "none" as const),
    confirmationOverride: fc.boolean(),
    targetScope: fc.constantFrom("any" as const, "explicit_user_selected" as const),
  });

const toolsArb: fc.Arbitrary<ModelTool[]> = fc
  .subarray([...TOOL_NAMES], { minLength: 1 })
  .chain((names) => fc.tuple(...names.map(toolArb)));

const OPEN_ROW: ModelToolRow = { enabled: true, roles: null, channels: null };

const rowArb: fc.Arbitrary<ModelToolRow | "absent"> = mostly<ModelToolRow | "absent">(
  OPEN_ROW,
  fc.oneof(
    fc.constant("absent" as const),
    fc.record({
      enabled: mostly(true, fc.boolean()),
      roles: fc.option(fc.subarray([...ROLES]), { nil: null }),
      channels: fc.option(fc.subarray([...CHANNELS]), { nil: null }),
    }),
  ),
  2,
);

const limit = mostly(1_000, fc.integer({ min: 0, max: 8 }), 2);

const policyArb: fc.Arbitrary<ModelPolicy> = fc.record({
  killSwitch: mostly(false, fc.boolean()),
  dailyCallBudget: limit,
  callsPerMinute: limit,
  channels,
  rows: fc.tuple(...TOOL_NAMES.map(() => rowArb)).map((rows) => {
    const present: Record<string, ModelToolRow> = {};
    TOOL_NAMES.forEach((name, i) => {
      const row = rows[i];
      if (row !== undefined && row !== "absent") present[name] = row;
    });
    return present;
  }),
});

const sessionArb: fc.Arbitrary<ModelSession> = fc
  .record({
    role: fc.constantFrom(...ROLES),
    signedIn: mostly(true, fc.boolean(), 2),
    portalRefs: fc.subarray([...PORTALS]),
    companyId: mostly<string>(HOME_COMPANY, fc.constant(OTHER_COMPANY), 6),
  })
  .map(({ role, signedIn, portalRefs, companyId }) => ({
    sessionId: "session-0001",
    personId: signedIn ? "MBR-1001" : null,
    role,
    companyId,
    credentialRef: signedIn ? "credential-0001" : null,
    portalRefs: signedIn ? portalRefs : [],
  }));

export interface GeneratedWorld {
  readonly world: ModelWorld;
  readonly argsValue: unknown;
  /** The policy store: each company's policy, or none. */
  readonly policies: Readonly<Record<string, ModelPolicy | null>>;
}

export const worldArb: fc.Arbitrary<GeneratedWorld> = fc
  .record({
    tools: toolsArb,
    callName: fc.constantFrom(...TOOL_NAMES, UNKNOWN_NAME),
    args: argsArb,
    session: sessionArb,
    live: mostly(true, fc.boolean(), 6),
    homePolicy: fc.option(policyArb, { nil: null, freq: 8 }),
    otherPolicy: fc.option(policyArb, { nil: null }),
    channel: fc.constantFrom(...CHANNELS),
    invocationSource: fc.constantFrom(...INVOCATION_SOURCES),
    selected: mostly<readonly string[]>([...TOOL_NAMES], fc.subarray([...TOOL_NAMES]), 1),
    earlierToday: fc.integer({ min: 0, max: 10 }),
    earlierThisMinute: fc.integer({ min: 0, max: 10 }),
    mode: fc.constantFrom("propose" as const, "confirm" as const),
  })
  .map((g) => {
    const policies: Record<string, ModelPolicy | null> = {
      [HOME_COMPANY]: g.homePolicy,
      [OTHER_COMPANY]: g.otherPolicy,
    };
    const world: ModelWorld = {
      tools: g.tools,
      callName: g.callName,
      args: g.args.model,
      session: g.session,
      live: g.live,
      policy: policies[g.session.companyId] ?? null,
      channel: g.channel,
      invocationSource: g.invocationSource,
      selected: g.selected,
      earlierToday: g.earlierToday,
      earlierThisMinute: g.earlierThisMinute,
      mode: g.mode,
    };
    return { world, argsValue: g.args.value, policies };
  });
