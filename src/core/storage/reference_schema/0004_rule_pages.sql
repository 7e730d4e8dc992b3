-- Reference DB step 4: the page of the source where each digest section starts (issue 16:
-- results say « p. 26 »); NULL when the source is not a paginated book.
ALTER TABLE rule_section ADD COLUMN page INTEGER;
