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
/** One started `wrangler dev`: its process and how to end it (and its workerd). */
export interface DevServer {
  readonly child: ChildProcess;
  stop(signal?: NodeJS.Signals): void;
}
export declare function startStandIn(options: {
  port: number | string;
  persist: string;
  host?: string;
  args?: string[];
  stdio?: StdioOptions;
}): DevServer & { readonly url: string };
export declare function startMain(options: {
  port: number | string;
  persist: string;
  args?: string[];
  stdio?: StdioOptions;
}): DevServer;
export declare function startDev(options: {
  port: number | string;
  standInPort: number | string;
  persist: string;
  host?: string;
  extraArgs?: string[];
  standInArgs?: string[];
  stdio?: StdioOptions;
}): DevSystem;
