/**
 * A claim as the model names it: a claim number (`CN-2026-000123`) or an internal claim id
 * (`clm_0123456789ab`). The two upstream lookups want different forms, so the handler translates
 * through the member's own claim list (scoped to the token upstream): a claim not in it is not_found.
 */
import * as v from "valibot";
import type { Result } from "../../../../src/shared/result";
import { err, ok } from "../../../../src/shared/result";
import type { ToolIO } from "../../registry/tool-spec";
import { type HandlerFailure, upstreamFailure } from "../plancover-read";

const CLAIM_NUMBER = /^CN-\d{4}-\d{6}$/;
const CLAIM_ID = /^clm_[0-9a-f]{12}$/;

export const ClaimArg = v.pipe(
  v.string(),
  v.regex(/^(?:CN-\d{4}-\d{6}|clm_[0-9a-f]{12})$/, "a claim is a claim number (CN-2026-000123) or a claim id"),
  v.description(
    "The claim: its claim number (CN-2026-000123, as the member knows it) or its claim id (clm_ and 12 hex " +
      "digits, as list_my_claims returns it). Either form works.",
  ),
);

const ClaimKeysSchema = v.object({
  claims: v.array(v.object({ claimId: v.string(), claimNumber: v.string() })),
});

/** The claim in the form an upstream endpoint wants: `number` for status, `id` for details. */
export async function resolveClaim(
  io: ToolIO,
  claim: string,
  want: "number" | "id",
): Promise<Result<string, HandlerFailure>> {
  if (want === "number" ? CLAIM_NUMBER.test(claim) : CLAIM_ID.test(claim)) return ok(claim);
  const listed = await io.plancover.get("/v1/claims");
  if (!listed.ok) return err(upstreamFailure(listed.error));
  const parsed = v.safeParse(ClaimKeysSchema, listed.value);
  if (!parsed.success) return err({ ok: false, code: "upstream_error" });
  const match = parsed.output.claims.find((c) => c.claimId === claim || c.claimNumber === claim);
  if (!match) return err({ ok: false, code: "not_found" });
  return ok(want === "number" ? match.claimNumber : match.claimId);
}
