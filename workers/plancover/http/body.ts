// Reads a JSON request body through a valibot schema; a body that is not JSON or does not fit is a value, not a throw.
import * as v from "valibot";
import type { Result } from "../../../src/shared/result";
import { err, ok } from "../../../src/shared/result";

export async function readBody<S extends v.GenericSchema>(
  request: Request,
  schema: S,
): Promise<Result<v.InferOutput<S>, "bad_request">> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    // A parse failure is exactly what bad_request reports; there is nothing more to keep.
    return err("bad_request");
  }
  const parsed = v.safeParse(schema, raw);
  return parsed.success ? ok(parsed.output) : err("bad_request");
}
