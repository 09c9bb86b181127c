/** One passage of a company's policy corpus by document and section: what a numbered citation opens. */
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { knowledgeChunks } from "../../../d1/schema";
import type { Passage } from "../../../src/shared/tool-service";

export async function findPassage(
  db: D1Database,
  companyId: string,
  document: string,
  section: string,
): Promise<Passage | null> {
  const row = await drizzle(db)
    .select({
      document: knowledgeChunks.document,
      product: knowledgeChunks.product,
      title: knowledgeChunks.title,
      section: knowledgeChunks.section,
      text: knowledgeChunks.text,
    })
    .from(knowledgeChunks)
    .where(
      and(
        eq(knowledgeChunks.companyId, companyId),
        eq(knowledgeChunks.document, document),
        eq(knowledgeChunks.section, section),
      ),
    )
    .get();
  return row ?? null;
}
