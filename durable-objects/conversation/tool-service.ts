/**
 * The tool-call service as this object's binding reaches it, typed by the shared contract: the
 * binding's generated type cannot express JSON results over RPC, so the one cast is here.
 */
import type { ToolServiceApi } from "../../src/shared/tool-service";

export function toolService(env: Pick<Env, "TOOLS">): ToolServiceApi {
  return env.TOOLS as unknown as ToolServiceApi;
}
