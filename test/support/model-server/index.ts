/**
 * A local OpenAI-compatible server for the LLM adapter's tests: `POST /v1/chat/completions` answers
 * with the tool calls a test scripted and records every request it received, so a test can assert
 * exactly what the model was sent. Scripts and recordings are kept per model name (a test names its
 * own model), in a Durable Object, so tests never see each other's requests.
 *
 *   POST /__scripts   { model, plan?, rounds, fail? }   plan: the plan_turn arguments to answer;
 *                                                       rounds: each propose request's tool calls
 *   GET  /__requests?model=…                            { requests: [{ authorization, body }] }
 */
import { DurableObject } from "cloudflare:workers";

interface ServerEnv {
  SCRIPTS: DurableObjectNamespace<ModelScripts>;
}

interface ScriptedCall {
  name: string;
  args: unknown;
}

export interface ModelScript {
  model: string;
  plan?: unknown;
  rounds: ScriptedCall[][];
  /** Answer every completion with a 500, as an endpoint that is down. */
  fail?: boolean;
}

export interface RecordedRequest {
  authorization: string | null;
  body: CompletionRequest;
}

interface CompletionRequest {
  model: string;
  tools?: { type: string; function: { name: string } }[];
  [key: string]: unknown;
}

function completion(model: string, calls: ScriptedCall[]) {
  const toolCalls = calls.map((call, i) => ({
    id: `call_${crypto.randomUUID().slice(0, 8)}_${i}`,
    type: "function",
    function: { name: call.name, arguments: JSON.stringify(call.args) },
  }));
  return {
    id: `chatcmpl-${crypto.randomUUID()}`,
    object: "chat.completion",
    created: 1_767_225_600,
    model,
    choices: [
      {
        index: 0,
        message:
          toolCalls.length > 0
            ? { role: "assistant", content: null, tool_calls: toolCalls }
            : { role: "assistant", content: "Nothing more to look up." },
        finish_reason: toolCalls.length > 0 ? "tool_calls" : "stop",
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export class ModelScripts extends DurableObject<ServerEnv> {
  constructor(ctx: DurableObjectState, env: ServerEnv) {
    super(ctx, env);
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS script (id INTEGER PRIMARY KEY CHECK (id = 1), spec TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS requests (seq INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, authorization TEXT, body TEXT NOT NULL);
    `);
  }

  setScript(script: ModelScript): void {
    this.ctx.storage.sql.exec(
      "INSERT INTO script (id, spec) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET spec = excluded.spec",
      JSON.stringify(script),
    );
  }

  /** Records the request, then answers it from the script (a plan request, or the next propose round). */
  answer(body: CompletionRequest, authorization: string | null): { status: number; text: string } {
    const sql = this.ctx.storage.sql;
    const row = sql.exec<{ spec: string }>("SELECT spec FROM script WHERE id = 1").toArray()[0];
    const script: ModelScript = row ? JSON.parse(row.spec) : { model: body.model, rounds: [] };
    const planning = (body.tools ?? []).some((tool) => tool.function.name === "plan_turn");
    const kind = planning ? "plan" : "propose";
    const earlier = sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM requests WHERE kind = ?", kind).one().n;
    sql.exec(
      "INSERT INTO requests (kind, authorization, body) VALUES (?, ?, ?)",
      kind,
      authorization,
      JSON.stringify(body),
    );
    if (script.fail)
      return { status: 500, text: JSON.stringify({ error: { message: "the scripted endpoint is down" } }) };
    if (planning) {
      const calls = script.plan === undefined ? [] : [{ name: "plan_turn", args: script.plan }];
      return { status: 200, text: JSON.stringify(completion(body.model, calls)) };
    }
    return { status: 200, text: JSON.stringify(completion(body.model, script.rounds[earlier] ?? [])) };
  }

  /** The recorded requests as JSON text (RPC types cannot carry an open JSON shape). */
  requests(): string {
    const rows = this.ctx.storage.sql
      .exec<{ authorization: string | null; body: string }>("SELECT authorization, body FROM requests ORDER BY seq")
      .toArray();
    return JSON.stringify(rows.map((row) => ({ authorization: row.authorization, body: JSON.parse(row.body) })));
  }
}

const scripts = (env: ServerEnv, model: string) => env.SCRIPTS.get(env.SCRIPTS.idFromName(model));

export default {
  async fetch(request, env): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/__scripts") {
      const script = (await request.json()) as ModelScript;
      await scripts(env, script.model).setScript(script);
      return new Response(null, { status: 204 });
    }
    if (request.method === "GET" && url.pathname === "/__requests") {
      const requests = await scripts(env, url.searchParams.get("model") ?? "").requests();
      return new Response(`{"requests":${requests}}`, { headers: { "content-type": "application/json" } });
    }
    if (request.method === "POST" && url.pathname.endsWith("/chat/completions")) {
      const body = (await request.json()) as CompletionRequest;
      const answer = await scripts(env, body.model).answer(body, request.headers.get("authorization"));
      return new Response(answer.text, { status: answer.status, headers: { "content-type": "application/json" } });
    }
    return Response.json({ error: { message: "not found" } }, { status: 404 });
  },
} satisfies ExportedHandler<ServerEnv>;
