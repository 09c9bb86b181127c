/** One line per tool call of the conversation shown: started, done, or failed with a plain message. */
import { type ToolLine, toolFailureText } from "./view-model";

/** What a progress line says after the tool's name, per state. */
function stateText(tool: ToolLine): string {
  switch (tool.state) {
    case "started":
      return "started";
    case "awaiting_confirmation":
      return "waiting for your confirmation";
    case "done":
      return "done";
    case "failed":
      return `failed: it ${toolFailureText(tool.code)} (${tool.code ?? "unknown"})`;
  }
}

const READABLE: Record<string, string> = {
  search_policy_knowledge: "Searching the policy wording",
  request_callback: "Requesting a call-back",
};

function label(name: string): string {
  return READABLE[name] ?? name.replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase());
}

export function ToolPanel(props: { tools: readonly ToolLine[] }) {
  if (props.tools.length === 0) return null;
  return (
    <section aria-labelledby="tools-title" class="panel">
      <h2 id="tools-title">Progress</h2>
      <ul class="tools" aria-live="polite">
        {props.tools.map((tool) => (
          <li key={tool.toolCallId} class={`tool ${tool.state}`} data-tool={tool.toolName}>
            {label(tool.toolName)}: {stateText(tool)}
          </li>
        ))}
      </ul>
    </section>
  );
}
