// Vite's `?raw` imports of a Worker's config, as the structure tests read them.
declare module "*.toml?raw" {
  const text: string;
  export default text;
}
