// Replaced within seconds by the real tools Worker (see scripts/deploy.mjs); never serves traffic.
import { WorkerEntrypoint } from "cloudflare:workers";

export class ToolService extends WorkerEntrypoint {}
export default { fetch: () => new Response("toolgate is being deployed", { status: 503 }) };
