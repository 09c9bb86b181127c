import { DurableObject } from "cloudflare:workers";
export class Conversation extends DurableObject<Env> {
  async hello(): Promise<string> { return "conv"; }
}
