/**
 * The PlanCover API as a handler sees it: JSON in, JSON out, every failure a value. The executor
 * builds one per call, with the caller's Authorization header already inside (or none), and the
 * call's abort signal; a handler never sees a token.
 */
import type { Result } from "../../../src/shared/result";
import { err, ok } from "../../../src/shared/result";

export type UpstreamFailure = {
  readonly code: "not_found" | "upstream_error" | "upstream_unavailable" | "auth_failed" | "timeout";
  readonly httpStatus?: number;
};

export interface UpstreamRequest {
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly body?: unknown;
}

export interface PlanCoverClient {
  get(path: string, request?: UpstreamRequest): Promise<Result<unknown, UpstreamFailure>>;
  post(path: string, request?: UpstreamRequest): Promise<Result<unknown, UpstreamFailure>>;
}

/** The last HTTP status the client saw, for the audit row (no body, no header). */
export interface StatusRecorder {
  record(status: number): void;
}

/** Maps an HTTP status to our vocabulary: only 401/403 is auth_failed; a 400 is upstream_error. */
export function classifyStatus(status: number): UpstreamFailure | null {
  if (status >= 200 && status < 300) return null;
  if (status === 401 || status === 403) return { code: "auth_failed", httpStatus: status };
  if (status === 404) return { code: "not_found", httpStatus: status };
  if (status === 408 || status === 429 || status >= 500) return { code: "upstream_unavailable", httpStatus: status };
  return { code: "upstream_error", httpStatus: status };
}

export function createPlanCoverClient(options: {
  fetcher: Fetcher;
  authorization: string | null;
  signal: AbortSignal;
  recorder: StatusRecorder;
}): PlanCoverClient {
  const send = async (
    method: "GET" | "POST",
    path: string,
    request: UpstreamRequest = {},
  ): Promise<Result<unknown, UpstreamFailure>> => {
    const url = new URL(path, "https://plancover.internal");
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    const headers = new Headers({ accept: "application/json" });
    if (options.authorization) headers.set("authorization", options.authorization);
    if (request.body !== undefined) headers.set("content-type", "application/json");
    let response: Response;
    try {
      response = await options.fetcher.fetch(url, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: options.signal,
      });
    } catch {
      // The reason is the abort (a timeout, reported by the executor) or the network; neither
      // carries anything a caller should see.
      return err({ code: options.signal.aborted ? "timeout" : "upstream_unavailable" });
    }
    options.recorder.record(response.status);
    const failure = classifyStatus(response.status);
    if (failure) {
      await response.body?.cancel();
      return err(failure);
    }
    try {
      return ok(await response.json());
    } catch {
      return err({ code: "upstream_error", httpStatus: response.status });
    }
  };
  return {
    get: (path, request) => send("GET", path, request),
    post: (path, request) => send("POST", path, request),
  };
}
