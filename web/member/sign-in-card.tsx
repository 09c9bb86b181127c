/**
 * Sign-in, as a bank's app does it: the number (typed any way: spaces, dashes, +91), then the code
 * ("code sent to ••••0001 · change number", a resend timer, tries left, "too many tries — send a new
 * code"). The focus follows the person: the number field when the card opens, the code field once
 * a code is on its way, back to the number on "change number". The caller moves it on after sign-in.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { ClientError } from "../../src/client";
import { maskMobile } from "../../src/shared/mobile";
import { client } from "../common/client";
import { ErrorLine } from "../common/error-line";
import { useFocusBackWhenGone } from "./focus-back";
import { type Identity, rememberIdentity } from "./identity";
import { parseMobile } from "./mobile";

/** How long before another code may be asked for, in seconds. */
export const RESEND_AFTER_SECONDS = 30;

/** A refused code, in words: wrong (with the tries left, when the gateway says), or no tries left. */
export function verifyFailure(error: ClientError): { message: string; exhausted: boolean } {
  if (error.serverCode === "too_many_attempts") {
    return { message: "Too many tries — send a new code.", exhausted: true };
  }
  if (error.serverCode === "invalid_otp") {
    if (error.triesLeft === 0)
      return { message: "That code is wrong, and that was the last try — send a new code.", exhausted: true };
    const left =
      error.triesLeft === undefined ? "" : ` ${error.triesLeft} ${error.triesLeft === 1 ? "try" : "tries"} left.`;
    return { message: `That code is wrong or has expired.${left}`, exhausted: false };
  }
  if (error.serverCode === "rate_limited") {
    return { message: "Too many sign-in attempts. Wait a few minutes, then try again.", exhausted: true };
  }
  if (error.code === "network") return { message: "The connection dropped. Try again.", exhausted: false };
  return { message: "Sign-in is unavailable right now. Try again in a few minutes.", exhausted: false };
}

function startFailure(error: ClientError): string {
  if (error.status === 400) return "Enter a 10-digit mobile number starting with 6, 7, 8 or 9.";
  if (error.serverCode === "rate_limited") return "Too many codes asked for. Wait a few minutes, then try again.";
  if (error.code === "network") return "The connection dropped. Check your network and try again.";
  return "Sign-in is unavailable right now. Try again in a few minutes.";
}

export function SignInCard(props: {
  reason: "question" | "menu";
  onSignedIn: (identity: Identity) => void;
  /** Where the focus goes if the card leaves the page while holding it (its pause ended elsewhere). */
  onGone?: () => void;
}) {
  const [mobile, setMobile] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState("");
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exhausted, setExhausted] = useState(false);
  const [working, setWorking] = useState(false);
  // When another code may be asked for (a deadline, so the countdown never drifts), and the time now.
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(Date.now());
  const mobileField = useRef<HTMLInputElement>(null);
  const otpField = useRef<HTMLInputElement>(null);
  const newCode = useRef<HTMLButtonElement>(null);
  useFocusBackWhenGone(props.onGone);

  useEffect(() => {
    if (challengeId) otpField.current?.focus();
    else mobileField.current?.focus();
  }, [challengeId]);
  useEffect(() => {
    if (exhausted) newCode.current?.focus();
  }, [exhausted]);
  const resendIn = Math.max(0, Math.ceil((resendAt - now) / 1000));
  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendIn > 0]);

  async function sendCode(event?: Event) {
    event?.preventDefault();
    const parsed = parseMobile(mobile);
    if (!parsed.ok) {
      setError(parsed.reason);
      return mobileField.current?.focus();
    }
    setWorking(true);
    setError(null);
    const started = await client.auth.start(parsed.digits);
    setWorking(false);
    if (!started.ok) return setError(startFailure(started.error));
    setSentTo(parsed.digits);
    setOtp("");
    setExhausted(false);
    setNow(Date.now());
    setResendAt(Date.now() + RESEND_AFTER_SECONDS * 1000);
    setChallengeId(started.value.challengeId);
  }

  async function signIn(event: Event) {
    event.preventDefault();
    const code = otp.replace(/\s/g, "");
    if (!challengeId || !sentTo) return;
    if (!/^\d{4,8}$/.test(code)) return setError("The code is the 6 digits in the text message.");
    setWorking(true);
    setError(null);
    const verified = await client.auth.verify(challengeId, code);
    setWorking(false);
    if (verified.ok) {
      // The gateway says who signed in (a first name, the masked number); the number typed is the fallback.
      const { maskedMobile, firstName } = verified.value;
      const identity: Identity = { masked: maskedMobile ?? maskMobile(sentTo), name: firstName };
      rememberIdentity(identity);
      return props.onSignedIn(identity);
    }
    const failure = verifyFailure(verified.error);
    setError(failure.message);
    setExhausted(failure.exhausted);
    if (!failure.exhausted) otpField.current?.select();
  }

  function changeNumber() {
    setChallengeId(null);
    setSentTo(null);
    setOtp("");
    setError(null);
    setExhausted(false);
  }

  const errorId = "sign-in-error";
  // In the conversation the card is its own region; in the menu's dialog, the dialog is.
  const Frame = props.reason === "question" ? "section" : "div";
  return (
    <Frame class="card sign-in" aria-labelledby={props.reason === "question" ? "sign-in-title" : undefined}>
      {props.reason === "question" && <h2 id="sign-in-title">Sign in to continue</h2>}
      {!challengeId || !sentTo ? (
        <form onSubmit={sendCode} noValidate>
          <p class="hint">
            {props.reason === "question"
              ? "This question needs your policy details. Sign in and your question carries on."
              : "Sign in to ask about your own policies, claims and documents."}
          </p>
          <label for="mobile">Mobile number</label>
          <div class="field-row">
            <input
              id="mobile"
              ref={mobileField}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="98765 43210"
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              value={mobile}
              onInput={(e) => setMobile(e.currentTarget.value)}
            />
            <button type="submit" disabled={working}>
              Send code
            </button>
          </div>
          <div id={errorId}>
            <ErrorLine message={error} />
          </div>
        </form>
      ) : (
        <form onSubmit={signIn} noValidate>
          <p class="hint sent-to">
            <span role="status">Code sent to {maskMobile(sentTo)}</span> ·{" "}
            <button type="button" class="link" onClick={changeNumber}>
              Change number
            </button>
          </p>
          <label for="otp">One-time code</label>
          <div class="field-row">
            <input
              id="otp"
              ref={otpField}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              disabled={exhausted}
              aria-invalid={error !== null && !exhausted}
              aria-describedby={error ? errorId : undefined}
              value={otp}
              onInput={(e) => setOtp(e.currentTarget.value)}
            />
            <button type="submit" disabled={working || exhausted}>
              Sign in
            </button>
          </div>
          <div id={errorId}>
            <ErrorLine message={error} />
          </div>
          <p class="hint">
            {exhausted || resendIn === 0 ? (
              <button type="button" class="link" ref={newCode} onClick={() => void sendCode()} disabled={working}>
                {exhausted ? "Send a new code" : "Resend code"}
              </button>
            ) : (
              <span>Resend code in 0:{String(resendIn).padStart(2, "0")}</span>
            )}
          </p>
        </form>
      )}
    </Frame>
  );
}
