/** The admin console (placeholder until its screens land). */
export function Console() {
  return <h1>Admin console</h1>;
}
