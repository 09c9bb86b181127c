/**
 * The tools Worker's [vars], read once per set of bindings into one typed object: every part takes
 * its value from here instead of parsing the string variable where it needs it.
 */
import { oncePer } from "../../../src/shared/once-per";
import { GUEST_SESSION_TTL_MS } from "../auth/sessions";

const SECOND_MS = 1000;
const DEFAULT_PENDING_ACTION_TTL_MS = 600 * SECOND_MS;

/** The variables the config reads (the Worker's env has them; tests pass their own). */
export interface ToolsVars {
  readonly DEFAULT_COMPANY_ID: string;
  readonly GUEST_SESSION_TTL_SECONDS?: string;
  readonly PENDING_ACTION_TTL_SECONDS: string;
  readonly PLANCOVER_AUTH_PROFILE: string;
}

export interface ToolsConfig {
  /** The company a caller belongs to when nothing names another. */
  readonly companyId: string;
  readonly guestSessionTtlMs: number;
  readonly pendingActionTtlMs: number;
  /** The upstream takes the member's bearer token (`PLANCOVER_AUTH_PROFILE = "bearer"`). */
  readonly bearerAuthProfile: boolean;
}

/** A positive number of seconds as milliseconds, or the fallback when the variable is unset or not one. */
function secondsMs(value: string | undefined, fallbackMs: number): number {
  return Number(value) * SECOND_MS || fallbackMs;
}

export function readToolsConfig(vars: ToolsVars): ToolsConfig {
  return {
    companyId: vars.DEFAULT_COMPANY_ID,
    guestSessionTtlMs: secondsMs(vars.GUEST_SESSION_TTL_SECONDS, GUEST_SESSION_TTL_MS),
    pendingActionTtlMs: secondsMs(vars.PENDING_ACTION_TTL_SECONDS, DEFAULT_PENDING_ACTION_TTL_MS),
    bearerAuthProfile: vars.PLANCOVER_AUTH_PROFILE === "bearer",
  };
}

/** The config of these bindings, read on first use and shared by every later request of the isolate. */
export const configOf: (vars: ToolsVars) => ToolsConfig = oncePer(readToolsConfig);
