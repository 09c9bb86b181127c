/** The documents family: a policy's documents, a person's e-card and the member's own profile. */
import { getECard } from "./get-e-card";
import { getMemberProfile } from "./get-member-profile";
import { listPolicyDocuments } from "./list-policy-documents";

export const documentTools = [listPolicyDocuments, getECard, getMemberProfile] as const;
