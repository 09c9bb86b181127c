// Types of scripts/system.mjs for the TypeScript that uses it (the Node-side test setup).
import type { ChildProcess, StdioOptions } from "node:child_process";

export declare const root: string;
export declare function prepareDevVars(options?: { quiet?: boolean }): void;
export declare function buildWeb(options?: { quiet?: boolean }): void;
export declare function migrateAndSeed(persist: string, options?: { quiet?: boolean }): void;
export declare function startDev(options: {
  port: number | string;
  persist: string;
  extraArgs?: string[];
  stdio?: StdioOptions;
}): ChildProcess;
