/**
 * The one place a tool handler is invoked (a test checks no other module calls a handler). It
 * runs the handler under the tool's timeout: on expiry the abort signal cancels the upstream
 * request and the call reports `timeout`, whatever the handler was doing.
 */
import type { HandlerResult, ToolIO, ToolSpec } from "../registry/tool-spec";

export async function runHandler(
  spec: ToolSpec,
  args: Record<string, unknown>,
  buildIO: (signal: AbortSignal) => ToolIO,
): Promise<HandlerResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<HandlerResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, code: "timeout" });
    }, spec.timeoutMs);
  });
  try {
    return await Promise.race([spec.handler(args, buildIO(controller.signal)), timedOut]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
