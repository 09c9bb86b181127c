/**
 * The console's staff session: how staff get one (Cloudflare Access by itself where the deployment
 * has it; otherwise the bootstrap token typed into the form, exchanged once) and how Leave ends it
 * on the server. Only the staff session's token is kept, in this tab's sessionStorage; the bootstrap
 * token is sent once and forgotten.
 */
import { admin, staffToken } from "./api";

export type SignIn = { ok: true } | { ok: false; message: string };

interface Issued {
  sessionToken: string;
  expiresAt: string;
  role?: "admin" | "agent";
}

/**
 * Signs in through Cloudflare Access when the request came through it. `null` when the deployment
 * has no Access sign-in (404): the console then shows the token form.
 */
export async function signInWithAccess(): Promise<SignIn | null> {
  staffToken.clear();
  const answer = await admin<Issued>("POST", "/sessions/access", undefined, null);
  if (!answer.ok) return answer.status === 404 ? null : { ok: false, message: answer.message };
  if (answer.value.role !== "admin") {
    // A care agent may sign in through Access, but every screen here is an administrator's.
    await endSession(answer.value.sessionToken);
    return { ok: false, message: "The console is for administrators; your Access groups make you a care agent." };
  }
  staffToken.set(answer.value.sessionToken);
  return { ok: true };
}

/** Exchanges the bootstrap token (or an administrator's staff session token) for a new staff session. */
export async function signInWithToken(token: string): Promise<SignIn> {
  staffToken.clear();
  const answer = await admin<Issued>("POST", "/sessions", { role: "admin" }, token);
  if (!answer.ok) {
    const refused = answer.status === 401 || answer.status === 403;
    return { ok: false, message: refused ? "That token is not accepted. Check it and try again." : answer.message };
  }
  staffToken.set(answer.value.sessionToken);
  return { ok: true };
}

async function endSession(token: string): Promise<boolean> {
  const answer = await admin("POST", "/sessions/end", undefined, token);
  // 401: it had ended already (expired, or left from another tab); either way it is over.
  return answer.ok || answer.status === 401;
}

/** Leave: the session ends on the server, then the tab forgets it. False when the server could not be told. */
export async function leave(): Promise<boolean> {
  const token = staffToken.get();
  const ended = token === null || (await endSession(token));
  if (ended) staffToken.clear();
  return ended;
}
