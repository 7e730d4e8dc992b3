-- User DB step 5: the pages of a PDF rulebook each imported section comes from (issue 16);
-- NULL for text and Markdown books.
ALTER TABLE rulebook_section ADD COLUMN page_first INTEGER;
ALTER TABLE rulebook_section ADD COLUMN page_last INTEGER;
