/**
 * The tools Worker as the chat Worker calls it. The generated binding type runs every return type
 * through the Workers RPC type mapping, which cannot express a JSON result (`unknown` is not
 * Serializable, and a recursive JsonValue does not terminate), so the stub is typed by the
 * service's contract in src/shared. At runtime nothing changes: every value is plain JSON data, and
 * a method that returns a capability can be called through before it arrives (promise pipelining).
 */
import type { AdminApi } from "../../../src/shared/admin-api";
import type { ToolServiceApi } from "../../../src/shared/tool-service";

export function toolService(env: Pick<Env, "TOOLS">): ToolServiceApi & AdminApi {
  return env.TOOLS as unknown as ToolServiceApi & AdminApi;
}
