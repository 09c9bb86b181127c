// Bindings only the model tests use (see vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    /** The local OpenAI-compatible server (test/support/model-server) the LLM adapter is pointed at. */
    MODEL_SERVER: Fetcher;
  }
}
