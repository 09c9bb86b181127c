/** The bodies of sign-in: the routes read them, and so does the fault middleware (whose sign-in it is). */
import * as v from "valibot";

export const StartSchema = v.object({ mobile: v.pipe(v.string(), v.regex(/^\d{10}$/)) });
export const VerifySchema = v.object({
  challengeId: v.pipe(v.string(), v.maxLength(512)),
  otp: v.pipe(v.string(), v.maxLength(16)),
});
