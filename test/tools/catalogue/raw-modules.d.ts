// Vite's `?raw` imports, as the tests use them to read SQL files into a string.
declare module "*.sql?raw" {
  const text: string;
  export default text;
}
