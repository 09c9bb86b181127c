/** The sign-in card: shown when a turn pauses on `auth.required`; after sign-in the same turn goes on. */
import { useEffect, useRef, useState } from "preact/hooks";
import { describeClientError } from "../../src/client";
import { client } from "../common/client";
import { ErrorLine } from "../common/error-line";

export function SignInCard(props: { onSignedIn: () => void }) {
  const [mobile, setMobile] = useState("");
  const [otp, setOtp] = useState("");
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const otpField = useRef<HTMLInputElement>(null);
  // The code field appears once a code is on its way: the next thing to type is the code.
  useEffect(() => {
    if (challengeId) otpField.current?.focus();
  }, [challengeId]);

  async function sendCode(event: Event) {
    event.preventDefault();
    setWorking(true);
    setError(null);
    const started = await client.auth.start(mobile.trim());
    setWorking(false);
    if (!started.ok) return setError(describeClientError(started.error));
    setChallengeId(started.value.challengeId);
  }

  async function signIn(event: Event) {
    event.preventDefault();
    if (!challengeId) return;
    setWorking(true);
    setError(null);
    const verified = await client.auth.verify(challengeId, otp.trim());
    setWorking(false);
    if (!verified.ok) {
      return setError(
        verified.error.serverCode === "invalid_otp"
          ? "That code is wrong or has expired."
          : describeClientError(verified.error),
      );
    }
    props.onSignedIn();
  }

  return (
    <section class="card" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in to continue</h2>
      <p>This question needs your policy details. Sign in and your question carries on.</p>
      <form onSubmit={sendCode}>
        <label for="mobile">Mobile number</label>
        <input
          id="mobile"
          inputMode="tel"
          autoComplete="tel"
          value={mobile}
          onInput={(e) => setMobile(e.currentTarget.value)}
        />
        <button type="submit" disabled={working || mobile.trim() === ""}>
          Send code
        </button>
      </form>
      {challengeId && (
        <p role="status" class="hint">
          A code is on its way to that number. Enter it below.
        </p>
      )}
      {challengeId && (
        <form onSubmit={signIn}>
          <label for="otp">One-time code</label>
          <input
            id="otp"
            ref={otpField}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={otp}
            onInput={(e) => setOtp(e.currentTarget.value)}
          />
          <button type="submit" disabled={working || otp.trim() === ""}>
            Sign in
          </button>
        </form>
      )}
      <ErrorLine message={error} />
    </section>
  );
}
