// The PlanCover stand-in Worker: only the composition root (the app, and the ledger's Durable Object class).
import { createApp } from "./app";

export { PlanCoverLedger } from "./faults/ledger";

const app = createApp();

export default { fetch: app.fetch } satisfies ExportedHandler<PlanCoverEnv>;
