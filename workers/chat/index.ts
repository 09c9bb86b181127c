import { Hono } from "hono";
export { Conversation } from "../../durable-objects/conversation";
const app = new Hono<{ Bindings: Env }>();
app.get("/health", async (c) => c.json({ ok: true, tools: await c.env.TOOLS.ping() }));
export default app;
