/**
 * One scratch copy of the repository and one vitest run inside it. A mutation is applied to a
 * copy's file, its tests run, and the file is restored; copies never share a file or a port, so
 * several can run side by side (each vitest starts its own workerd, bundles its own Workers).
 */
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Mutation } from "../../test/reliability/mutants/mutation";

/** A run past this is stopped and reported as an error: a mutation that hangs the suite is not scored. */
export const RUN_TIMEOUT_MS = 10 * 60_000;

/** Copies the work tree (tracked and new files; node_modules hard-linked) to a fresh folder. */
export function scratchCopy(root: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "toolgate-mutants-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root })
    .toString()
    .split("\0")
    .filter((file) => file !== "");
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    try {
      copyFileSync(path.join(root, file), path.join(dir, file));
    } catch {
      // A file git still tracks but the work tree deleted: the copy mirrors the work tree.
    }
  }
  execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  // The built pages are ignored by git but served by the web Worker's assets: a mutation of
  // how files are served is scored only where there are files to serve.
  if (existsSync(path.join(root, "web/dist"))) {
    execFileSync("cp", ["-al", path.join(root, "web/dist"), path.join(dir, "web/dist")]);
  }
  return dir;
}

function occurrences(text: string, find: string): number {
  return text.split(find).length - 1;
}

/** The file's text with every edit made, or why an edit cannot be made (its snippet is not there exactly once). */
export function mutatedText(text: string, mutation: Mutation): { ok: true; text: string } | { ok: false; why: string } {
  let mutated = text;
  for (const edit of mutation.edits) {
    const count = occurrences(mutated, edit.find);
    if (count !== 1) {
      return { ok: false, why: `snippet found ${count} times: ${JSON.stringify(edit.find.slice(0, 70))}` };
    }
    mutated = mutated.replace(edit.find, () => edit.replace);
  }
  return { ok: true, text: mutated };
}

/** Applies the mutation in `dir`; the returned function puts the file back. */
export function applyMutation(
  dir: string,
  mutation: Mutation,
): { ok: true; restore: () => void } | { ok: false; why: string } {
  const file = path.join(dir, mutation.file);
  let original: string;
  try {
    original = readFileSync(file, "utf8");
  } catch {
    return { ok: false, why: `${mutation.file} does not exist` };
  }
  const mutated = mutatedText(original, mutation);
  if (!mutated.ok) return mutated;
  writeFileSync(file, mutated.text);
  return { ok: true, restore: () => writeFileSync(file, original) };
}

/**
 * How a run ended. `failed`: at least one test failed (for a mutation, it was killed). `passed`:
 * every test passed. `broken`: the run ended badly with no failed test (it did not start, timed
 * out, or crashed): that scores nothing, so a mutation that breaks the build is never "killed".
 */
export type RunEnd = "passed" | "failed" | "broken";

export interface RunResult {
  readonly end: RunEnd;
  /** vitest's "Tests" summary line, or why the run is broken. */
  readonly summary: string;
  readonly seconds: number;
}

export interface RunOptions {
  readonly filter?: string | undefined;
  /** Stop at the first failing test (a mutation needs only one). */
  readonly bail?: boolean;
}

function summaryOf(output: string): string {
  return (
    output
      .split("\n")
      .filter((line) => /^\s*Tests\s+\d/.test(line))
      .at(-1)
      ?.trim()
      .replace(/\s+/g, " ") ?? ""
  );
}

/** The process groups of the runs under way, stopped whole if the runner itself is stopped. */
const running = new Set<number>();

export function stopRuns(): void {
  for (const group of running) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}

/** Runs vitest on `tests` in `dir`, niced, in its own process group (stopped whole on timeout). */
export function runTests(dir: string, tests: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const started = Date.now();
  const args = [
    "-n",
    "10",
    path.join(dir, "node_modules/.bin/vitest"),
    "run",
    ...tests,
    ...(options.filter ? ["-t", options.filter] : []),
    ...(options.bail ? ["--bail", "1"] : []),
  ];
  return new Promise((resolve) => {
    const child = spawn("nice", args, {
      cwd: dir,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PATH: `${path.join(dir, "node_modules/.bin")}:${process.env.PATH ?? ""}`,
        CI: "true",
        NO_COLOR: "1",
      },
    });
    if (child.pid !== undefined) running.add(child.pid);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    }, RUN_TIMEOUT_MS);
    child.on("close", (status) => {
      clearTimeout(timer);
      if (child.pid !== undefined) running.delete(child.pid);
      const seconds = Math.round((Date.now() - started) / 1000);
      const summary = summaryOf(output);
      if (timedOut)
        return resolve({ end: "broken", summary: `timed out after ${RUN_TIMEOUT_MS / 60_000} min`, seconds });
      if (status === 0) return resolve({ end: "passed", summary, seconds });
      if (/\b[1-9]\d* failed\b/.test(summary)) return resolve({ end: "failed", summary, seconds });
      const why = output.trim().split("\n").slice(-3).join(" / ").slice(0, 300);
      resolve({ end: "broken", summary: `exit ${status} without a failing test: ${why}`, seconds });
    });
  });
}
