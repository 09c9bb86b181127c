import { WorkerEntrypoint } from "cloudflare:workers";
export class ToolService extends WorkerEntrypoint<ToolsEnv> {
  async ping(): Promise<string> {
    const stub = this.env.CONVERSATIONS.get(this.env.CONVERSATIONS.idFromName("x"));
    const r = await this.env.PLANCOVER.fetch("http://plancover/ping");
    const row = await this.env.DB.prepare("select count(*) as n from t").first();
    return `${await stub.hello()} ${await r.text()} ${JSON.stringify(row)}`;
  }
}
export default { fetch() { return new Response("tools has no public routes", { status: 404 }); } };
