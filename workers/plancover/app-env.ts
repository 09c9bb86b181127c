// The Hono environment of the stand-in: its bindings, and the member a valid token names (set by requireMember).
import type { Member } from "./data/members";

export type PlanCoverApp = { Bindings: PlanCoverEnv; Variables: { member: Member } };
