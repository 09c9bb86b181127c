/**
 * The real SDK (`toolgate/client`) inside workerd, talking to the chat Worker through `SELF`: its
 * fetch is `SELF.fetch`, and its WebSocket factory upgrades through `SELF` as a browser's socket
 * would through the network. Nothing of the SDK is replaced; only the wire is the test runtime's.
 */
import { SELF } from "cloudflare:test";
import { type ClientOptions, createClient, type Transport } from "../../src/client";
import type { WebSocketLike } from "../../src/client/socket";
import { BASE } from "./http";

type Listener = (event: { data?: unknown }) => void;
type Kind = "open" | "close" | "error" | "message";

/** A WebSocket the SDK can hold, opened by an upgrade through `SELF` (the runtime's own sockets). */
class SelfSocket implements WebSocketLike {
  readyState = 0;
  private ws: WebSocket | null = null;
  private closedEarly: { code?: number; reason?: string } | null = null;
  private readonly listeners: Record<Kind, Listener[]> = { open: [], close: [], error: [], message: [] };

  constructor(url: string, headers: Record<string, string>) {
    SELF.fetch(url.replace(/^ws/, "http"), { headers: { ...headers, upgrade: "websocket" } }).then(
      (response) => this.opened(response),
      () => this.ended(true),
    );
  }

  addEventListener(type: Kind, listener: Listener): void {
    this.listeners[type].push(listener);
  }

  send(data: string): void {
    this.ws?.send(data);
  }

  close(code?: number, reason?: string): void {
    if (this.ws) this.ws.close(code, reason);
    else this.closedEarly = { code, reason };
  }

  private opened(response: Response): void {
    const ws = response.webSocket;
    if (response.status !== 101 || !ws) {
      this.ended(true);
      return;
    }
    ws.accept();
    if (this.closedEarly) {
      ws.close(this.closedEarly.code, this.closedEarly.reason);
      return;
    }
    this.ws = ws;
    ws.addEventListener("message", (event) => this.emit("message", { data: event.data }));
    ws.addEventListener("close", () => this.ended(false));
    ws.addEventListener("error", () => this.emit("error", {}));
    this.readyState = 1;
    this.emit("open", {});
  }

  private ended(failed: boolean): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    if (failed) this.emit("error", {});
    this.emit("close", {});
  }

  private emit(type: Kind, event: { data?: unknown }): void {
    for (const listener of this.listeners[type]) listener(event);
  }
}

/** An SDK client on the Worker under test, holding the given bearer token. */
export function sdkClient(transport: Transport, sessionToken?: string, extra: Partial<ClientOptions> = {}) {
  return createClient({
    baseUrl: BASE,
    transport,
    sessionToken,
    fetch: (input, init) => SELF.fetch(input, init),
    webSocket: (url, headers) => new SelfSocket(url, headers),
    ...extra,
  });
}
