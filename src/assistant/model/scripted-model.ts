/**
 * The scripted model: proposes exactly the calls its script gives, round by round, and nothing it
 * was not given. Tests drive it through adversarial proposals (near-miss names, a credential in an
 * argument, another member's portal, a write among reads, a loop); a dev deployment can run it from
 * `MODEL_SCRIPT` for a red-team pass. It plans and writes the answer like the default model, so
 * what changes is only what is proposed — and every proposal still meets the whole chain.
 */
import * as v from "valibot";
import type { PlannedCall } from "../planner/member-reads";
import { defaultModel } from "./default-model";
import type { ChatModel } from "./model";

export const ScriptSchema = v.strictObject({
  /** Round i of gather proposes rounds[i]; a round past the end proposes nothing. */
  rounds: v.array(
    v.array(
      v.strictObject({
        name: v.string(),
        args: v.optional(v.record(v.string(), v.unknown()), {}),
      }),
    ),
  ),
  /** A model that loops: past the last round it proposes the last round again, forever. */
  loop: v.optional(v.boolean(), false),
});
export type Script = v.InferInput<typeof ScriptSchema>;

export function scriptedModel(input: Script): ChatModel {
  const script = v.parse(ScriptSchema, input);
  const last = script.rounds.at(-1) ?? [];
  return {
    ...defaultModel,
    provider: "scripted",
    async propose({ round }): Promise<PlannedCall[]> {
      const calls = script.rounds[round] ?? (script.loop ? last : []);
      // Copies: a proposal is data the graph stores, never a reference into the script.
      return calls.map((call) => ({ name: call.name, args: structuredClone(call.args) }));
    },
  };
}
