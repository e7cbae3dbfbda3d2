-- Full-text search folds accents (unaccent) and tolerates typos (pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;
