/**
 * CPU time of a process group (a `wrangler dev` and the workerd it started), read from /proc: how
 * B4 and B5 show where a request's time goes when the work happens in workerd, out of a Node
 * profiler's reach. Linux only; elsewhere it reports nothing rather than failing the bench.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Kernel clock ticks per second for /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface GroupProcess {
  readonly pid: string;
  readonly name: string;
  /** utime + stime so far, in milliseconds. */
  readonly cpuMs: number;
}

/** The live processes of a group with their CPU so far; null where /proc is absent. */
export function groupProcesses(pgid: number): GroupProcess[] | null {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  const found: GroupProcess[] = [];
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
    const ticks = Number(fields[11]) + Number(fields[12]);
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    found.push({ pid: entry, name, cpuMs: (ticks * 1000) / TICKS_PER_SECOND });
  }
  return found;
}

/** utime + stime, in milliseconds, of every live process in the group; null where /proc is absent. */
export function groupCpuMs(pgid: number): number | null {
  const processes = groupProcesses(pgid);
  return processes === null ? null : processes.reduce((sum, p) => sum + p.cpuMs, 0);
}

/**
 * Starts measuring the workerd thread that runs the Workers, objects and local D1 (the group's
 * busiest workerd: the other one only proxies); the function returned gives its CPU since, in ms.
 */
export function threadCpuMeter(pgid: number): () => number {
  const workerd = () =>
    new Map((groupProcesses(pgid) ?? []).filter((p) => p.name === "workerd").map((p) => [p.pid, p.cpuMs]));
  const before = workerd();
  return () => Math.max(0, ...[...workerd()].map(([pid, ms]) => ms - (before.get(pid) ?? ms)));
}

/** This process's own CPU time (the load generator), in milliseconds. */
export function selfCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
