/**
 * A turn's progress, under its question: one line per tool call (what it is looking at, then done or
 * why not) while the turn runs, and the same lines, quieter, once it is answered.
 */
import { type ToolLine, type Turn, toolFailureText } from "./view-model";

const READABLE: Record<string, string> = {
  list_my_policies: "Your policies",
  get_plan_details: "Plan details",
  get_covered_benefits: "Covered benefits",
  get_policy_members: "People on the policy",
  get_sum_insured_balance: "Sum insured balance",
  list_my_claims: "Your claims",
  get_claim_status: "Claim status",
  get_claim_details: "Claim details",
  list_policy_documents: "Policy documents",
  get_e_card: "E-card",
  get_member_profile: "Your profile",
  search_network_hospitals: "Network hospitals",
  get_hospital_details: "Hospital details",
  search_policy_knowledge: "Policy wording",
  request_callback: "Call-back request",
};

export function toolLabel(name: string): string {
  return READABLE[name] ?? name.replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase());
}

/** What a progress line says after the tool's name, per state. */
function stateText(tool: ToolLine): string {
  switch (tool.state) {
    case "started":
      return "checking…";
    case "awaiting_confirmation":
      return "waiting for your confirmation";
    case "done":
      return "done";
    case "failed":
      return tool.code === "confirmation_rejected"
        ? "not approved, so nothing was done"
        : `not available: it ${toolFailureText(tool.code)}`;
  }
}

/** A retried call shows once: its retry's line stands in for the first try. */
function latestTries(tools: readonly ToolLine[]): ToolLine[] {
  const retried = new Set(tools.filter((t) => t.toolCallId.endsWith(":retry")).map((t) => t.toolCallId.slice(0, -6)));
  return tools.filter((t) => !retried.has(t.toolCallId));
}

export function Progress({ turn }: { turn: Turn }) {
  const running = turn.state === "running" || turn.state === "sending";
  const tools = latestTries(turn.tools);
  if (tools.length === 0) {
    if (!running || turn.answer) return null;
    return (
      <p class="progress thinking" role="status">
        <span class="spinner" aria-hidden="true" />
        {turn.state === "sending" ? "Sending…" : "Thinking…"}
      </p>
    );
  }
  return (
    <ul class={`progress${running ? "" : " settled"}`} aria-label="Progress">
      {tools.map((tool) => (
        <li key={tool.toolCallId} class={`tool ${tool.state}`} data-tool={tool.toolName}>
          <span class="tool-mark" aria-hidden="true" />
          {toolLabel(tool.toolName)}: {stateText(tool)}
        </li>
      ))}
    </ul>
  );
}
