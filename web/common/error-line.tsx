/** A failure the person must hear: announced by screen readers as it appears, nothing when there is none. */
export function ErrorLine({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" class="error">
      {message}
    </p>
  );
}
