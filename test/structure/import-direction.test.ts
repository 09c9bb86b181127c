/**
 * Imports run one way: the Workers and the Durable Object depend on src/shared, never on each
 * other's internals, so a change inside one cannot break another and the chat Worker (the public
 * edge) bundles nothing of the tools Worker's auth or storage; the web pages see only the client and
 * the contracts. Checked on every import specifier of the product's sources (`.ts`, `.tsx`, `.mts`,
 * `.cts`, the web app's included), type-only and dynamic imports included: a relative one by where it
 * lands, a bare one naming the package itself (`toolgate`, `toolgate/client`) always, since it would
 * reach a part without the path saying which.
 */
import { describe, expect, it } from "vitest";
import packageJson from "../../package.json";
import { fromRoot, importsOf, sources } from "../support/product-sources";

/** Parts that are one folder as a whole; elsewhere a part is a folder's child (`workers/chat`). */
const WHOLE = ["d1", "web", "quality-lab"];

/** A part of the tree: `workers/chat`, `durable-objects/conversation`, `src/shared`, `d1`, `web`. */
function partOf(file: string): string {
  const [top = "", name] = file.split("/");
  return WHOLE.includes(top) ? top : `${top}/${name}`;
}

/** What each part may import besides itself. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  "src/shared": [],
  "src/client": ["src/shared"],
  // The assistant is stateless reasoning: it sees contracts, never an object's or a Worker's insides.
  "src/assistant": ["src/shared"],
  d1: [],
  "workers/chat": ["src/shared"],
  // The tools Worker is the only one that binds D1, so it alone reads the drizzle schema.
  "workers/tools": ["src/shared", "d1"],
  "workers/plancover": ["src/shared"],
  "durable-objects/conversation": ["src/shared", "src/assistant"],
  "durable-objects/turn-quota": ["src/shared"],
  "durable-objects/grant-lock": ["src/shared"],
  // The pages talk to the chat Worker through the client, and the console draws the Quality Lab's report.
  web: ["src/shared", "src/client", "quality-lab"],
};

/** The chat Worker's entry exports the Durable Object classes it hosts (wrangler needs them there), and nothing else of them. */
const HOSTED = [
  { from: "workers/chat/index.ts", to: "durable-objects/conversation/index.ts" },
  { from: "workers/chat/index.ts", to: "durable-objects/turn-quota/index.ts" },
  { from: "workers/chat/index.ts", to: "durable-objects/grant-lock/index.ts" },
];

/**
 * Layers inside each Worker: what each of its rooms (a folder, or a file at the Worker's root, by its
 * name) may import of the same Worker besides itself. The entry files are the composition root and
 * may import every room; no other room imports them. A room missing here fails the first test below.
 */
const INSIDE: Readonly<
  Record<string, { entry: readonly string[]; rooms: Readonly<Record<string, readonly string[]>> }>
> = {
  "workers/tools": {
    entry: ["index"],
    rooms: {
      d1: [],
      knowledge: [],
      // A handler's IO names the knowledge index and the PlanCover client it is given.
      registry: ["knowledge", "upstream"],
      upstream: [],
      catalogue: ["registry", "upstream", "knowledge"],
      policy: ["d1"],
      // The audit row is built and written here, below the chain: audit never reads a decision's code.
      audit: ["d1"],
      auth: ["d1", "upstream"],
      // registry <- chain <- confirm: the chain declares the ports it needs and never reaches up.
      chain: ["registry", "policy", "audit", "upstream", "knowledge"],
      confirm: ["chain", "registry", "audit"],
      documents: ["chain", "audit", "upstream", "registry"],
      admin: ["chain", "registry", "policy", "auth", "audit", "d1"],
      // D1, the Conversation object and the upstream, behind the ports the chain declares.
      adapters: ["chain", "policy", "auth", "audit", "d1"],
      // The capability a caller holds, and the composition that wires the adapters into the ports.
      service: [
        "adapters",
        "admin",
        "audit",
        "auth",
        "catalogue",
        "chain",
        "confirm",
        "d1",
        "documents",
        "knowledge",
        "policy",
        "registry",
        "upstream",
      ],
    },
  },
  "workers/chat": {
    entry: ["index", "app"],
    rooms: {
      access: [],
      // http/session.ts resolves a partner's bearer token as well as a person's session.
      http: ["oauth"],
      oauth: ["http"],
      routes: ["access", "http", "oauth"],
      openapi: ["http", "oauth", "routes"],
    },
  },
  "workers/plancover": {
    entry: ["index", "app"],
    rooms: {
      data: [],
      http: [],
      openapi: [],
      "app-env": ["data"],
      auth: ["app-env", "data", "http"],
      documents: ["auth"],
      // A fault knob names the member a request is for: it reads the sign-in schemas and the members.
      faults: ["app-env", "auth", "data", "http", "routes"],
      routes: ["app-env", "auth", "data", "documents", "http"],
    },
  },
};

/** The room of a file inside its Worker: its first folder, or its own name when it sits at the root. */
function roomOf(file: string): string {
  const rest = file.split("/").slice(2);
  return rest.length > 1 ? (rest[0] ?? "") : (rest[0] ?? "").replace(/\.[cm]?tsx?$/, "");
}

function insideCrossings(files: Record<string, string>): string[] {
  return importsOf(files)
    .filter(({ from, to }) => {
      const rules = INSIDE[partOf(from)];
      if (!rules || partOf(to) !== partOf(from)) return false;
      const source = roomOf(from);
      const target = roomOf(to);
      if (source === target || rules.entry.includes(source)) return false;
      return !rules.rooms[source]?.includes(target);
    })
    .map(({ from, specifier }) => `${from} imports ${specifier}`);
}

/** Each rule broken once: a file of the room imports every room of its Worker it may not. */
const BROKEN_RULES = Object.entries(INSIDE).flatMap(([part, rules]) =>
  Object.entries(rules.rooms).map(([room, allowed]) => {
    const forbidden = [...rules.entry, ...Object.keys(rules.rooms)].filter(
      (other) => other !== room && !allowed.includes(other),
    );
    return [part, room, forbidden] as const;
  }),
);

/** The package imported by its own name (`toolgate`, `toolgate/client`), as its `exports` allow. */
const SELF_REFERENCE = new RegExp(
  `(?:\\bfrom|\\bimport|\\bexport\\s*\\*\\s*from)\\s*\\(?\\s*["'](${packageJson.name}(?:/[^"']*)?)["']`,
  "g",
);

/** Every import of the package by its own name: always a crossing, wherever it points. */
function selfReferences(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([path, text]) => {
    const from = fromRoot(path);
    return [...text.matchAll(SELF_REFERENCE)].map((m) => `${from} imports ${m[1]} (the package by its own name)`);
  });
}

function crossings(files: Record<string, string>): string[] {
  return importsOf(files)
    .filter(({ from, to }) => {
      const source = partOf(from);
      const target = partOf(to);
      if (source === target || ALLOWED[source]?.includes(target)) return false;
      const hosted = HOSTED.some((h) => h.from === from && (to === h.to || `${to}/index.ts` === h.to));
      return !hosted;
    })
    .map(({ from, specifier }) => `${from} imports ${specifier}`)
    .concat(selfReferences(files));
}

/**
 * The modules that may hand on what another module exports: each Worker's entry (the runtime finds
 * the classes it hosts there) and the SDK's one public module. Anywhere else an `export … from` is a
 * pass-through, a second path to a name whose home is elsewhere: import it from its home instead.
 */
const ENTRY_MODULES = [
  "workers/chat/index.ts",
  "workers/tools/index.ts",
  "workers/plancover/index.ts",
  "src/client/index.ts",
];
const RE_EXPORT = /^\s*export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s*from\s*["']/m;

function passThroughs(files: Record<string, string>): string[] {
  return Object.entries(files)
    .map(([path, text]) => [fromRoot(path), text] as const)
    .filter(([file, text]) => !ENTRY_MODULES.includes(file) && RE_EXPORT.test(text))
    .map(([file]) => file);
}

describe("the direction of imports", () => {
  it("reads every part of the product's sources", () => {
    const parts = new Set(Object.keys(sources).map((file) => partOf(fromRoot(file))));
    expect([...parts].sort()).toEqual(Object.keys(ALLOWED).sort());
    expect(importsOf(sources).length).toBeGreaterThan(300);
  });

  it("has no Worker or Durable Object import another's internals, only src/shared", () => {
    expect(crossings(sources)).toEqual([]);
  });

  it.each([
    ["the Durable Object", "durable-objects/conversation/store/invites.ts", "../../../workers/tools/auth/encoding"],
    ["the chat Worker", "workers/chat/http/otp-failure.ts", "../../tools/auth/otp"],
    ["the chat Worker", "workers/chat/routes/chat.ts", "../../../durable-objects/conversation/socket-handlers"],
    ["the tools Worker", "workers/tools/index.ts", "../chat/http/errors"],
    ["src/shared", "src/shared/json.ts", "../../workers/tools/catalogue/registry"],
    ["the assistant", "src/assistant/model/llm/llm-model.ts", "../../../../durable-objects/conversation/tools-port"],
    ["the chat Worker, for D1", "workers/chat/app.ts", "../../d1/schema"],
    ["a .tsx file of the chat Worker", "workers/chat/routes/page.tsx", "../../tools/auth/otp"],
    ["a .mts file of the Durable Object", "durable-objects/conversation/store/x.mts", "../../../workers/tools/d1/x"],
    ["a .cts file of src/shared", "src/shared/x.cts", "../../durable-objects/conversation/store/messages"],
    ["a web page", "web/member/app.tsx", "../../workers/tools/auth/sessions"],
    ["a web module", "web/admin/api.ts", "../../durable-objects/conversation/index"],
    ["the web app, for D1", "web/common/client.ts", "../../d1/schema"],
  ])("catches %s reaching across (%s importing %s)", (_who, file, specifier) => {
    const planted = { [`../../${file}`]: `import type { X } from "${specifier}";\n` };
    expect(crossings(planted)).toEqual([`${file} imports ${specifier}`]);
  });

  it.each([
    ["src/shared", "src/shared/json.ts", `import { createClient } from "${packageJson.name}/client";`],
    ["the tools Worker", "workers/tools/index.ts", `export * from "${packageJson.name}";`],
    ["a web page", "web/member/app.tsx", `const client = await import("${packageJson.name}/client");`],
    ["the Durable Object", "durable-objects/conversation/x.mts", `import type { X } from '${packageJson.name}/x';`],
  ])("catches %s importing the package by its own name (%s)", (_who, file, line) => {
    const specifier = /["']([^"']+)["']/.exec(line)?.[1];
    const planted = { [`../../${file}`]: `${line}\n` };
    expect(crossings(planted)).toEqual([`${file} imports ${specifier} (the package by its own name)`]);
  });

  it("reads the web app and every kind of TypeScript source, and no generated or built file", () => {
    const files = Object.keys(sources).map((file) => fromRoot(file));
    expect(files.some((file) => file.startsWith("web/") && file.endsWith(".tsx"))).toBe(true);
    expect(files.some((file) => file.startsWith("web/") && file.endsWith(".ts"))).toBe(true);
    expect(files.filter((file) => file.endsWith(".d.ts") || file.startsWith("web/dist/"))).toEqual([]);
  });

  it("leaves an import of another package by a name that starts like ours alone", () => {
    const planted = { "../../src/shared/x.ts": `import { y } from "${packageJson.name}-sdk";\n` };
    expect(crossings(planted)).toEqual([]);
  });

  it("names every room of each layered Worker in its rules", () => {
    for (const [part, rules] of Object.entries(INSIDE)) {
      const rooms = new Set(
        Object.keys(sources)
          .map((file) => fromRoot(file))
          .filter((file) => partOf(file) === part)
          .map(roomOf),
      );
      expect([...rooms].sort()).toEqual([...rules.entry, ...Object.keys(rules.rooms)].sort());
    }
  });

  it("has every room inside a Worker import only the rooms its layer may", () => {
    expect(insideCrossings(sources)).toEqual([]);
  });

  it.each([
    ["the chain reaching up into the confirm path", "workers/tools/chain/executor.ts", "../confirm/decide-action"],
    ["the audit reading the chain's decision", "workers/tools/audit/audit-row.ts", "../chain/decide"],
    ["the registry reaching into the chain", "workers/tools/registry/tool-spec.ts", "../chain/checks"],
    ["an adapter reaching into the composition", "workers/tools/adapters/d1-step-load.ts", "../service/build-ports"],
    ["the chain using an adapter, not its port", "workers/tools/chain/decide.ts", "../adapters/d1-step-load"],
    ["a chat route importing the entry", "workers/chat/routes/chat.ts", "../app"],
    ["the stand-in's data reading its routes", "workers/plancover/data/claims.ts", "../routes/claims"],
  ])("catches %s (%s importing %s)", (_what, file, specifier) => {
    const planted = { [`../../${file}`]: `import type { X } from "${specifier}";\n` };
    expect(insideCrossings(planted)).toEqual([`${file} imports ${specifier}`]);
  });

  it.each(BROKEN_RULES)("catches every room %s/%s may not import", (part, room, forbidden) => {
    const file = `${part}/${room}/planted.ts`;
    const planted = {
      [`../../${file}`]: forbidden.map((other) => `import type { X } from "../${other}/x";\n`).join(""),
    };
    expect(insideCrossings(planted)).toEqual(forbidden.map((other) => `${file} imports ../${other}/x`));
  });

  it("lets the chat Worker's entry export the Durable Object class it hosts", () => {
    const entry = {
      "../../workers/chat/index.ts": `export { Conversation } from "../../durable-objects/conversation";\n`,
    };
    expect(crossings(entry)).toEqual([]);
  });
});

describe("re-exports", () => {
  it("hands a name on only from a Worker's entry or the SDK's public module, never through a pass-through", () => {
    expect(passThroughs(sources)).toEqual([]);
  });

  it("names only entry modules that are there", () => {
    const files = Object.keys(sources).map((path) => fromRoot(path));
    expect(ENTRY_MODULES.filter((file) => !files.includes(file))).toEqual([]);
  });

  it.each([
    ["a named re-export", `export { isSecretKey } from "./secret-keys";`],
    ["a type re-export", `export type { Turn } from "../store/turns";`],
    ["a star re-export", `export * from "./replace";`],
    ["a re-export spread over lines", `export {\n  a,\n  b,\n} from "./x";`],
  ])("catches %s in a shared module", (_what, line) => {
    const planted = { "../../src/shared/sanitizer/planted.ts": `import { y } from "./y";\n${line}\n` };
    expect(passThroughs(planted)).toEqual(["src/shared/sanitizer/planted.ts"]);
  });

  it("leaves an export of the module's own names alone", () => {
    const own = { "../../src/shared/own.ts": `import { a } from "./a";\nexport { a as b };\nexport const c = 1;\n` };
    expect(passThroughs(own)).toEqual([]);
  });
});
