/**
 * "Network hospitals near me", "hospitals near my house", "ghar ke paas hospital": a search near the
 * member, who named no pin code or city. Their registered address has one (composer/near-home.ts
 * reads it and searches there, saying so), so the member is not sent away to type it. Pure.
 */
export const NEAR_HOME =
  /\b(near|nearby|nearest|close to|around|closest to)\s+(me|us|my (home|house|place|address|flat|residence)|where i (live|stay))\b|\b(nearby|nearest|closest)\b|\bin my (area|locality|neighbourhood|neighborhood)\b|\b(ghar|mere|mera)\b.*\b(paas|pass|najdeek|nazdeek|kareeb|karib)\b/;
