/**
 * The PlanCover API as a Fetcher: the real API over HTTPS when PLANCOVER_BASE_URL is set (production),
 * else the stand-in's service binding (dev and tests).
 */
export function upstreamFetcher(env: {
  /** The stand-in, in dev and tests only: the production environment never binds it. */
  readonly PLANCOVER?: Fetcher;
  /** The real PlanCover API's origin in production; empty means the PLANCOVER binding. */
  readonly PLANCOVER_BASE_URL?: string;
}): Fetcher {
  const base = env.PLANCOVER_BASE_URL;
  if (!base) {
    if (!env.PLANCOVER) throw new Error("neither PLANCOVER_BASE_URL nor the PLANCOVER binding is configured");
    return env.PLANCOVER;
  }
  return {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const requested = new URL(input instanceof Request ? input.url : input.toString());
      return fetch(new URL(`${requested.pathname}${requested.search}`, base), init);
    },
    connect: () => {
      throw new Error("the PlanCover API is reached over HTTPS only");
    },
  };
}
