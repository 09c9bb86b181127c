/**
 * The corpus's shapes, shared by the Markdown parser, the ingest planner and the SQL writer. The
 * Node CLI loads those modules with Node's type stripping, so they share nothing but types.
 */

/** One `##` section of one document: the unit that is stored, indexed and cited. */
export interface Chunk {
  /** The file name without `.md`: lowercase letters, digits and hyphens. */
  readonly document: string;
  /** The product the document's wording is for (front matter `product:`): what scopes an answer to a member. */
  readonly product: string;
  /** The document's title (front matter `title:`): what a citation shows, never the file name. */
  readonly title: string;
  readonly section: string;
  /** Plain text: Markdown markup removed, one paragraph or list item per line. */
  readonly text: string;
  /** SHA-256 (hex) of the product, the title and the text: what decides whether a stored chunk changed. */
  readonly contentHash: string;
}

/** A chunk's identity: the table's unique key within one company. */
export type ChunkKey = Pick<Chunk, "document" | "section">;

/** What D1 already holds for a company, as much as the planner needs. */
export type StoredChunk = Pick<Chunk, "document" | "section" | "contentHash">;

export interface ParsedDocument {
  readonly document: string;
  readonly title: string;
  readonly product: string;
  readonly chunks: readonly Chunk[];
  /** Headings with no text under them: not stored (nothing to search or cite). */
  readonly emptySections: readonly string[];
}

/** Why a file cannot be ingested, with the line it concerns (1-based) when there is one. */
export interface CorpusError {
  readonly file: string;
  readonly line: number | null;
  readonly message: string;
}

/** What one ingest run does to one company's rows, decided by comparing content hashes. */
export interface IngestPlan {
  readonly companyId: string;
  readonly added: readonly Chunk[];
  readonly changed: readonly Chunk[];
  readonly removed: readonly ChunkKey[];
  readonly unchanged: readonly ChunkKey[];
  /** Documents stored for the company but absent from the ingested files: kept unless pruning. */
  readonly keptDocuments: readonly string[];
}
