/** The call-backs family: the one write (a care agent calls the member back), always confirmed. */
import { requestCallback } from "./request-callback";

export const callbackTools = [requestCallback] as const;
