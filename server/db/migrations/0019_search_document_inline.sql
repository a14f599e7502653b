-- Keep each job's search document in its row (compressed there when the row is large) instead of
-- out of line in the TOAST table. A keyword search reads the document of every job its index
-- scan finds (the recheck, and the CJK and place filters); out of line, each read was a TOAST
-- index lookup and chunk fetch, about five buffers per job, so a broad keyword over 1,000,000
-- jobs touched ~35,000 buffers (docs/decisions/0051). Applies to rows written from now on; the
-- seed writes every row, and an existing database takes it with VACUUM FULL jobs.
ALTER TABLE "jobs" ALTER COLUMN "search_vector" SET STORAGE MAIN;
