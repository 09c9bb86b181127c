import { DurableObject } from "cloudflare:workers";
export class PlanCoverLedger extends DurableObject<PlanCoverEnv> {}
export default { fetch() { return new Response("pong"); } } satisfies ExportedHandler<PlanCoverEnv>;
