/**
 * Where the client keeps its session. An app (React Native, Node, a partner) holds the bearer token
 * itself: the guest token from `x-session-token`, then the one sign-in returns. A browser page uses
 * the HttpOnly cookie the server sets and never sees a token (`mode: "cookie"`).
 */
export const SESSION_HEADER = "x-session-token";

export type SessionMode = "bearer" | "cookie";

export class SessionHolder {
  /** Bumped whenever the identity changes, so an open socket knows to reconnect as the new one. */
  generation = 0;

  constructor(
    readonly mode: SessionMode,
    private token: string | null = null,
    private readonly onChange: (token: string | null) => void = () => {},
  ) {}

  current(): string | null {
    return this.mode === "bearer" ? this.token : null;
  }

  /** Adds the credential to a request: the bearer header, or nothing (the cookie goes by itself). */
  decorate(headers: Headers): void {
    if (this.mode === "bearer" && this.token) headers.set("authorization", `Bearer ${this.token}`);
  }

  /** Keeps a guest token the server just issued to a caller that had none. */
  learn(headers: Headers): void {
    const issued = headers.get(SESSION_HEADER);
    if (this.mode === "bearer" && issued && issued !== this.token) this.replace(issued);
  }

  /** A new identity (sign-in): the token for apps; for cookies only the generation moves. */
  replace(token: string | null): void {
    if (this.mode === "bearer") this.token = token;
    this.generation += 1;
    this.onChange(this.current());
  }

  forget(): void {
    this.replace(null);
  }
}
