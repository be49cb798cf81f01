/**
 * Ask RWA answers the whole question (issue 37): the rule book's sections (a heading and every
 * paragraph under it, across pages) are searched rather than single passages, each passage keeps
 * its sentences with their words stemmed at upload (so answering needs no per-sentence SQL), the
 * estate's thesaurus moves from code into a table the RWA can edit, and the library's words get a
 * trigram index so a misspelt question word ("parkng") still finds its section.
 * Existing libraries get their sections at the next start (the assistant room's reindex), since a
 * migration imports no domain code.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { CHANGES_CHANNEL } from './0020-change-notices';

/** The change feed's word for "the assistant's library or thesaurus changed" (kept answers). */
export const ASSISTANT_CHANGE = 'assistant';
const LIBRARY_TABLES = ['assistant_sections', 'assistant_synonyms', 'assistant_words'];

/** The thesaurus the assistant shipped with, as groups of words that mean the same here. */
const SEED_SYNONYMS = [
  'pet animal dog cat puppy kitten tabby labrador retriever beagle pug poodle shepherd spaniel terrier husky',
  'leash unleashed lead',
  'guest visitor relative friend caller mother father parent sister brother cousin',
  'garbage waste trash rubbish refuse recycling dustbin',
  'renovation repair interior contractor plumber electrician carpenter painter mason tradespeople',
  'drill drilling hammering breaking knock demolish tool',
  'park parking',
  'car vehicle',
  'fee charge',
  'fine penalty',
  'lift elevator',
  'move shifting',
  'maid domestic cook driver nanny housekeeper',
  'delivery courier parcel',
  'pool swimming',
  'timing hours time',
  'noise loud',
  'slot spot bay',
  'pay paid payment',
  'kid kids child children',
  'playground play',
  'bicycle bike cycle',
  'smoking smoke cigarette cigar vape',
  'gym fitness',
  'paper newspaper magazine',
  'furniture sofa couch bed cupboard wardrobe mattress',
  'sort separate segregate',
  'amenity facility',
  'verification verify background',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`
    CREATE TABLE assistant_sections (
      id bigserial PRIMARY KEY,
      file_id bigint NOT NULL REFERENCES assistant_files (id) ON DELETE CASCADE,
      position integer NOT NULL,
      heading text NOT NULL DEFAULT '',
      first_page integer NOT NULL CHECK (first_page >= 1),
      last_page integer NOT NULL CHECK (last_page >= first_page),
      body text NOT NULL,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', heading), 'A') ||
        setweight(to_tsvector('english', body), 'D')
      ) STORED,
      UNIQUE (file_id, position)
    )`.execute(db);
  await sql`CREATE INDEX assistant_sections_search_idx ON assistant_sections USING gin (search)`.execute(
    db,
  );
  await sql`
    ALTER TABLE assistant_passages
      ADD COLUMN section_id bigint REFERENCES assistant_sections (id) ON DELETE CASCADE,
      ADD COLUMN sentences jsonb`.execute(db);
  await sql`CREATE INDEX assistant_passages_section_idx ON assistant_passages (section_id, position)`.execute(
    db,
  );
  await sql`
    CREATE TABLE assistant_synonyms (
      id bigserial PRIMARY KEY,
      position integer NOT NULL,
      terms text[] NOT NULL CHECK (cardinality(terms) BETWEEN 2 AND 30),
      lexemes text[] NOT NULL,
      updated_by text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX assistant_synonyms_lexemes_idx ON assistant_synonyms USING gin (lexemes)`.execute(
    db,
  );
  await sql`
    INSERT INTO assistant_synonyms (position, terms, lexemes)
    SELECT n, string_to_array(g, ' '), tsvector_to_array(to_tsvector('english', g))
    FROM unnest(${SEED_SYNONYMS}::text[]) WITH ORDINALITY AS u(g, n)`.execute(db);
  await sql`
    CREATE TABLE assistant_words (
      word text PRIMARY KEY,
      lexeme text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX assistant_words_trgm_idx ON assistant_words USING gin (word gin_trgm_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX assistant_words_lexeme_idx ON assistant_words (lexeme)`.execute(db);
  // Answers are kept in memory until the library or the thesaurus changes, on any instance.
  await sql`
    CREATE FUNCTION notify_assistant_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(${sql.lit(CHANGES_CHANNEL)}, ${sql.lit(ASSISTANT_CHANGE)});
      RETURN NULL;
    END $$`.execute(db);
  for (const table of LIBRARY_TABLES) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_changes`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_assistant_change()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of LIBRARY_TABLES)
    await sql`DROP TRIGGER ${sql.id(`${table}_changes`)} ON ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION notify_assistant_change()`.execute(db);
  await sql`DROP TABLE assistant_words`.execute(db);
  await sql`DROP TABLE assistant_synonyms`.execute(db);
  await sql`ALTER TABLE assistant_passages DROP COLUMN section_id, DROP COLUMN sentences`.execute(
    db,
  );
  await sql`DROP TABLE assistant_sections`.execute(db);
}
