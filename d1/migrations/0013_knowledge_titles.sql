-- Each corpus section carries its document's title (front matter `title:`), so a citation and the
-- passage view show the document's title, never its file name. Existing rows get '' until the corpus
-- is ingested again (the content hash covers the title, so every section is rewritten once).
-- Hand-written: see d1/schema.ts.
ALTER TABLE `knowledge_chunks` ADD `title` text DEFAULT '' NOT NULL;
