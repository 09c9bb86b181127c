/**
 * CPU time of a process group (a `wrangler dev` and the workerd it started), read from /proc: how
 * B4 shows where a request's time goes when the work happens in workerd, out of a Node profiler's
 * reach. Linux only; elsewhere it reports nothing rather than failing the bench.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Kernel clock ticks per second for /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime, in milliseconds, of every live process in the group; null where /proc is absent. */
export function groupCpuMs(pgid: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // The process ended while we looked.
    }
    // Fields after the command (which may hold spaces) start at state: pgrp is the 3rd, utime the 12th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** This process's own CPU time (the load generator), in milliseconds. */
export function selfCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
