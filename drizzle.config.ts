import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./d1/schema.ts",
  out: "./d1/migrations",
});
