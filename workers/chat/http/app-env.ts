/** The Hono environment of the chat Worker: its bindings and what the session middleware sets. */
import type { AuthContext, Channel } from "../../../src/shared/auth-context";

export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** Who is calling: resolved by the tools Worker from the session token, never from the body. */
    auth: AuthContext;
    /** The caller's session token, to hand back when a guest session was just created. */
    sessionToken: string;
    channel: Channel;
  };
}
