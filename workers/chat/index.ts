/** The chat Worker: the entry point for clients and partners. Composition root only. */
import { app } from "./app";

export { Conversation } from "../../durable-objects/conversation";

export default app satisfies ExportedHandler<Env>;
