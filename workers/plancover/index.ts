// The PlanCover stand-in Worker: only the composition root (the app for this deployment, and the ledger's Durable Object class).
import { createApp } from "./app";

export { PlanCoverLedger } from "./faults/ledger";

/**
 * Both shapes are built once per isolate; each request takes the one FAULTS_ENABLED names, so the
 * setting still applies per request while the production-shaped path carries no fault machinery.
 */
const withFaults = createApp({ faults: true });
const productionShaped = createApp({ faults: false });

export default {
  fetch(request, env, ctx) {
    return (env.FAULTS_ENABLED === "true" ? withFaults : productionShaped).fetch(request, env, ctx);
  },
} satisfies ExportedHandler<PlanCoverEnv>;
