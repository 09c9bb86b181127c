/** Branded ids built from literals, for tests that need a ref nobody sealed. */
import * as v from "valibot";
import { type CredentialRef, CredentialRefSchema, type PortalRef, PortalRefSchema } from "../../src/shared/ids";

export function asCredentialRefForTest(value: string): CredentialRef {
  return v.parse(CredentialRefSchema, value);
}

export function asPortalRefForTest(value: string): PortalRef {
  return v.parse(PortalRefSchema, value);
}
