/**
 * The stored part of a plan (no claim number, name, hospital id or question's words) made whole again
 * for a turn that resumes: what the message says, read afresh, kept only where the stored topics read
 * it (claim numbers only for a turn that reads claims, a hospital's id only for a hospital search). Pure.
 */
import { readCallback } from "./callback";
import { asksPersonRead, theirPolicy } from "./person-reading";
import type { Plan, StoredPlan } from "./plan";

export function recalledPlan(stored: StoredPlan, fresh: Plan, message: string): Plan {
  const claims = stored.topics.includes("claims");
  return {
    ...stored,
    claims: claims ? fresh.claims : [],
    claimWords: claims ? (fresh.claimWords ?? []) : [],
    ...(claims && fresh.latestClaim === true ? { latestClaim: true } : {}),
    claimDetails: claims && fresh.claimDetails === true,
    deductionsAsked: claims && fresh.deductionsAsked === true,
    amountsAsked: claims ? (fresh.amountsAsked ?? []) : [],
    documentsAsked: claims && fresh.documentsAsked === true,
    holdAsked: claims && fresh.holdAsked === true,
    rejectionAsked: claims && fresh.rejectionAsked === true,
    kindsNamed: fresh.kindsNamed ?? [],
    hospitalIds: stored.topics.includes("hospitals") ? (fresh.hospitalIds ?? []) : [],
    hospitalName: stored.topics.includes("hospitals") ? (fresh.hospitalName ?? null) : null,
    hospitalDetailsAsked: stored.topics.includes("hospitals") && fresh.hospitalDetailsAsked === true,
    nearHome: stored.topics.includes("hospitals") && fresh.nearHome === true,
    asksChange: stored.topics.includes("profile") && fresh.asksChange === true,
    mobileAsked: stored.topics.includes("profile") && fresh.mobileAsked === true,
    relativeBalance: stored.topics.includes("balance") && fresh.relativeBalance === true,
    memberIdAsked: stored.topics.includes("members") && fresh.memberIdAsked === true,
    premiumAsked: fresh.premiumAsked === true,
    knowledgeQuery: fresh.knowledgeQuery,
    ...(fresh.catalogue === true ? { catalogue: true } : {}),
    relativeCover: fresh.relativeCover === true,
    ...(fresh.someoneElse === true ? { someoneElse: true } : {}),
    ...(fresh.thanks === true ? { thanks: true } : {}),
    addsRelative: fresh.addsRelative === true,
    scheduleFigures: stored.topics.includes("plan") ? (fresh.scheduleFigures ?? []) : [],
    person:
      asksPersonRead(stored.topics, claims ? fresh.claims.length : 0, theirPolicy(message, stored.topics)) ||
      fresh.relativeCover === true ||
      fresh.addsRelative === true ||
      (stored.topics.includes("balance") && fresh.relativeBalance === true)
        ? (fresh.person ?? null)
        : null,
    ...(stored.callback === null ? {} : { callbackWords: readCallback(message).words }),
    suggestions: fresh.suggestions ?? [],
  };
}
