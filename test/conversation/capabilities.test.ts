/**
 * The Conversation object's context outlives every request, so each session capability it asks the
 * tool-call service for is disposed as soon as its call is answered (never left to the garbage
 * collector, which would keep the session's target alive in the tools Worker until then).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { liveSessionsPort } from "../../durable-objects/conversation/live/session-port";
import { toolPort } from "../../durable-objects/conversation/tools-port";
import type { SessionCapability, ToolServiceApi } from "../../src/shared/tool-service";
import { createCompany } from "../support/company";
import { uniqueMobile } from "../support/members";
import { signIn } from "../support/people";

const DISPOSE = (Symbol as unknown as { readonly dispose: symbol }).dispose;

/** The real tools Worker, with the capabilities it hands out counted, and their disposals. */
function countingService() {
  const tools = env.TOOLS as unknown as Pick<ToolServiceApi, "sessionById">;
  const counts = { handed: 0, disposed: 0 };
  const service: Pick<ToolServiceApi, "sessionById"> = {
    sessionById: (sessionId) => {
      counts.handed++;
      const capability = tools.sessionById(sessionId);
      const forwarded = {
        listTools: (options: Parameters<SessionCapability["listTools"]>[0]) => capability.listTools(options),
        identity: (options: Parameters<SessionCapability["identity"]>[0]) => capability.identity(options),
        [DISPOSE]: () => {
          counts.disposed++;
          (capability as unknown as Record<symbol, () => void>)[DISPOSE]?.();
        },
      };
      return forwarded as unknown as SessionCapability;
    },
  };
  return { service, counts };
}

describe("the Conversation object's session capabilities", () => {
  it("disposes the capability of each tool call once the call is answered", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const counting = countingService();
    const port = toolPort(counting.service);

    const tools = await port.listTools({ auth: person.auth, channel: "web", invocationSource: "agent" });
    await port.listTools({ auth: person.auth, channel: "web", invocationSource: "agent" });

    expect(tools.length).toBeGreaterThan(0);
    expect(counting.counts).toEqual({ handed: 2, disposed: 2 });
  });

  it("disposes the capability of each live session it checks", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const counting = countingService();

    const live = await liveSessionsPort(counting.service)([person.auth.sessionId, "ses_unknown_session_id"]);

    expect(Object.keys(live)).toEqual([person.auth.sessionId]);
    expect(counting.counts).toEqual({ handed: 2, disposed: 2 });
  });
});
