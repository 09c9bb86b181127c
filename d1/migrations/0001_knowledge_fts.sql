-- The FTS5 index over knowledge_chunks (drizzle cannot declare virtual tables; this is its custom
-- migration). External content: the chunks table holds the text, triggers keep the index in step.
CREATE VIRTUAL TABLE `knowledge_fts` USING fts5(
  `section`, `text`,
  content='knowledge_chunks', content_rowid='id',
  tokenize='porter unicode61'
);
--> statement-breakpoint
CREATE TRIGGER `knowledge_chunks_ai` AFTER INSERT ON `knowledge_chunks` BEGIN
  INSERT INTO `knowledge_fts`(rowid, `section`, `text`) VALUES (new.id, new.section, new.text);
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_chunks_ad` AFTER DELETE ON `knowledge_chunks` BEGIN
  INSERT INTO `knowledge_fts`(`knowledge_fts`, rowid, `section`, `text`) VALUES ('delete', old.id, old.section, old.text);
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_chunks_au` AFTER UPDATE ON `knowledge_chunks` BEGIN
  INSERT INTO `knowledge_fts`(`knowledge_fts`, rowid, `section`, `text`) VALUES ('delete', old.id, old.section, old.text);
  INSERT INTO `knowledge_fts`(rowid, `section`, `text`) VALUES (new.id, new.section, new.text);
END;
