/**
 * The Bearer challenge for a partner call outside its grant (RFC 6750 `insufficient_scope`): the
 * scopes that would cover the tool and the resource metadata, so the client can ask the member again.
 */
import { scopesCovering } from "../../../src/shared/partner-scopes";
import { resourceMetadataUrl } from "./settings";

export function insufficientScopeChallenge(request: Request, toolName: string): string {
  const scope = scopesCovering(toolName).join(" ");
  return `Bearer error="insufficient_scope", scope="${scope}", resource_metadata="${resourceMetadataUrl(request)}"`;
}
