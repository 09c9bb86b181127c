/**
 * The tools Worker as the chat Worker calls it. The generated binding type runs every return type
 * through the Workers RPC type mapping, which cannot express a JSON result (`unknown` is not
 * Serializable, and a recursive JsonValue does not terminate), so the stub is typed by the
 * service's own method signatures. At runtime nothing changes: every value is plain JSON data.
 */
import type { ToolService } from "../../tools";

export type ToolServiceApi = Pick<
  ToolService,
  | "listTools"
  | "execute"
  | "decideAction"
  | "createGuestSession"
  | "authenticate"
  | "startOtp"
  | "verifyOtp"
  | "signOut"
  | "createStaffSession"
  | "auditFor"
  | "putCompanyPolicy"
  | "putToolPolicy"
  | "setKillSwitch"
>;

export function toolService(env: Pick<Env, "TOOLS">): ToolServiceApi {
  return env.TOOLS as unknown as ToolServiceApi;
}
