/**
 * Parsed documents + what D1 holds -> what to add, change and remove, by content hash. Pure. Only
 * documents present in the ingested files lose sections; other stored documents are kept unless
 * the run prunes, so ingesting one file never deletes the rest of a company's corpus.
 */
import type { Chunk, ChunkKey, IngestPlan, ParsedDocument, StoredChunk } from "./types";

export interface PlanOptions {
  /** Also remove stored documents that the ingested files do not contain. */
  readonly prune: boolean;
}

const keyOf = (c: ChunkKey): string => `${c.document}\u0000${c.section}`;

export function planIngest(
  companyId: string,
  documents: readonly ParsedDocument[],
  stored: readonly StoredChunk[],
  options: PlanOptions,
): IngestPlan {
  const storedByKey = new Map(stored.map((row) => [keyOf(row), row]));
  const ingestedDocuments = new Set(documents.map((d) => d.document));
  const incoming = new Set<string>();
  const added: Chunk[] = [];
  const changed: Chunk[] = [];
  const unchanged: ChunkKey[] = [];

  for (const chunk of documents.flatMap((d) => d.chunks)) {
    const key = keyOf(chunk);
    incoming.add(key);
    const row = storedByKey.get(key);
    if (!row) added.push(chunk);
    else if (row.contentHash !== chunk.contentHash) changed.push(chunk);
    else unchanged.push({ document: chunk.document, section: chunk.section });
  }

  const removed: ChunkKey[] = [];
  const keptDocuments = new Set<string>();
  for (const row of stored) {
    if (incoming.has(keyOf(row))) continue;
    if (ingestedDocuments.has(row.document) || options.prune) {
      removed.push({ document: row.document, section: row.section });
    } else {
      keptDocuments.add(row.document);
    }
  }
  return { companyId, added, changed, removed, unchanged, keptDocuments: [...keptDocuments].sort() };
}

export interface DocumentTally {
  readonly document: string;
  readonly added: number;
  readonly changed: number;
  readonly removed: number;
  readonly unchanged: number;
}

/** The plan counted per document, in name order, for progress lines. */
export function tallyByDocument(plan: IngestPlan): DocumentTally[] {
  const tallies = new Map<string, { added: number; changed: number; removed: number; unchanged: number }>();
  const bump = (list: readonly ChunkKey[], field: "added" | "changed" | "removed" | "unchanged") => {
    for (const { document } of list) {
      const tally = tallies.get(document) ?? { added: 0, changed: 0, removed: 0, unchanged: 0 };
      tally[field] += 1;
      tallies.set(document, tally);
    }
  };
  bump(plan.added, "added");
  bump(plan.changed, "changed");
  bump(plan.removed, "removed");
  bump(plan.unchanged, "unchanged");
  return [...tallies.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([document, tally]) => ({ document, ...tally }));
}
