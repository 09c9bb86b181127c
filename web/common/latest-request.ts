import { useEffect, useRef } from "preact/hooks";

/**
 * Answers do not come back in the order they were asked for. This marks a request as the screen's
 * newest and returns a check that holds while it still is: no later request made, the screen not
 * left. A slow answer to a search the person has since replaced, to another company's policy, or to
 * a list read before a sign-out is dropped, never shown over the newer one or saved as its draft.
 */
export function useLatestRequest(): () => () => boolean {
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );
  return () => {
    latest.current += 1;
    const mine = latest.current;
    return () => latest.current === mine;
  };
}
