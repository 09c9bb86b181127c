// Types of scripts/system.mjs for the TypeScript that uses it (the Node-side test setup).
import type { ChildProcess, StdioOptions } from "node:child_process";

export declare const root: string;
export declare function prepareDevVars(options?: { quiet?: boolean }): void;
export declare function buildWeb(options?: { quiet?: boolean }): void;
export declare function migrateAndSeed(persist: string, options?: { quiet?: boolean }): void;
export interface DevSystem {
  /** The chat and tools Workers' `wrangler dev`. */
  readonly main: ChildProcess;
  /** The PlanCover stand-in's `wrangler dev`, on its own port. */
  readonly standIn: ChildProcess;
  /** The stand-in's origin (its fault knobs; where its document links open). */
  readonly standInUrl: string;
  stop(signal?: NodeJS.Signals): void;
}
export declare function startDev(options: {
  port: number | string;
  standInPort: number | string;
  persist: string;
  host?: string;
  extraArgs?: string[];
  standInArgs?: string[];
  stdio?: StdioOptions;
}): DevSystem;
