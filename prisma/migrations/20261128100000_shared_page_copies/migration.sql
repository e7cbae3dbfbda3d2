-- The page cache's shared store (server/shared-copies.ts, docs/caching.md): the rendered copies of
-- anonymous public pages, written by the server process that rendered them and read by every other
-- process (and machine) on this database when it has no current copy in memory, and the claim that
-- makes one render of a page at a time across all of them.
-- UNLOGGED: a copy is a cache, rebuilt by the next request after a crash, so it pays no WAL (the
-- table is emptied by crash recovery and not replicated). Not in the Prisma schema: only the
-- server's pg pool reads and writes it, with raw SQL.
-- - key: the page cache's key (address, and for an address without a locale prefix the language).
-- - tags: the data the page shows (server/page-families.ts), rendered_at: when its render began, as
--   the database's clock saw it (a copy whose tags changed since is stale on every process).
-- - claimed_by, lease_until: the process rendering the page now, until when (a process that dies
--   mid-render loses its claim at the lease's end).
-- - renders: how many copies of the key were rendered and stored (the e2e tests count them).
CREATE UNLOGGED TABLE page_copies (
  key text PRIMARY KEY,
  tags text[] NOT NULL DEFAULT '{}',
  rendered_at timestamptz,
  expires_at timestamptz,
  stored_at timestamptz,
  status integer,
  headers jsonb,
  replay jsonb,
  identity bytea,
  br bytea,
  gzip bytea,
  bytes integer NOT NULL DEFAULT 0,
  renders integer NOT NULL DEFAULT 0,
  claimed_by text,
  lease_until timestamptz
);

-- The bodies are sent as stored: Brotli and gzip do not compress further, and the plain body is read
-- far more often than the space it takes is missed, so TOAST keeps them out of line uncompressed.
ALTER TABLE page_copies ALTER COLUMN identity SET STORAGE EXTERNAL, ALTER COLUMN br SET STORAGE EXTERNAL, ALTER COLUMN gzip SET STORAGE EXTERNAL;

CREATE INDEX page_copies_expires_at_idx ON page_copies (expires_at);
