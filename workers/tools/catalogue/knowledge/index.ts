/** The knowledge family: retrieval over the policy corpus. */
import { searchPolicyKnowledge } from "./search-policy-knowledge";

export const knowledgeTools = [searchPolicyKnowledge] as const;
