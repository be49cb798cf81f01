/**
 * Polls and their ballots (issue 36). The one-vote rule and the count live in separate tables
 * (ADR 006): `poll_voters` says who has voted and how, with no choice; `poll_ballots` holds the
 * choices under a receipt code and a key the server derives from the voter with a secret, so a
 * flat can replace its own ballot while no query of the API can join a ballot to its voter.
 * Neither table keeps a time: times would let the two be matched.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A general meeting: its resolutions are polls that name it; its attendance, flats at the door.
  await sql`
    CREATE TABLE agms (
      id uuid PRIMARY KEY,
      title text NOT NULL,
      held_at timestamptz NOT NULL,
      venue text NOT NULL DEFAULT '',
      created_by text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE agm_attendance (
      agm_id uuid NOT NULL REFERENCES agms (id) ON DELETE CASCADE,
      apartment text NOT NULL,
      PRIMARY KEY (agm_id, apartment)
    )`.execute(db);
  await sql`
    CREATE TABLE polls (
      id uuid PRIMARY KEY,
      -- The order polls were made in (a meeting's agenda reads in it); times may tie.
      seq bigint GENERATED ALWAYS AS IDENTITY,
      question text NOT NULL,
      details text NOT NULL DEFAULT '',
      max_choices integer NOT NULL DEFAULT 1 CHECK (max_choices >= 1),
      electorate text NOT NULL DEFAULT 'flat' CHECK (electorate IN ('flat', 'person')),
      opens_at timestamptz NOT NULL,
      closes_at timestamptz NOT NULL,
      secret boolean NOT NULL DEFAULT true,
      results_live boolean NOT NULL DEFAULT false,
      quorum_percent integer NOT NULL DEFAULT 0 CHECK (quorum_percent BETWEEN 0 AND 100),
      pass_percent integer CHECK (pass_percent BETWEEN 1 AND 100),
      votes_final boolean NOT NULL DEFAULT false,
      max_proxies integer NOT NULL DEFAULT 0 CHECK (max_proxies BETWEEN 0 AND 10),
      closed_early_at timestamptz,
      close_reason text NOT NULL DEFAULT '',
      -- The roll counted against, kept at the first count after close.
      eligible_count integer,
      -- When the poll watch told the roll it opened, reminded those who had not voted, and
      -- told everyone the results: each once, across instances.
      opened_told_at timestamptz,
      reminded_at timestamptz,
      results_told_at timestamptz,
      agm_id uuid REFERENCES agms (id),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      CHECK (closes_at > opens_at)
    )`.execute(db);
  await sql`CREATE INDEX polls_closes_idx ON polls (closes_at DESC)`.execute(db);
  await sql`CREATE INDEX polls_agm_idx ON polls (agm_id) WHERE agm_id IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE poll_options (
      id uuid PRIMARY KEY,
      poll_id uuid NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
      position integer NOT NULL,
      label text NOT NULL,
      UNIQUE (poll_id, position)
    )`.execute(db);
  await sql`
    CREATE TABLE poll_voters (
      poll_id uuid NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
      -- The apartment (flat polls) or 'user:<id>' (person polls).
      voter text NOT NULL,
      via text NOT NULL CHECK (via IN ('online', 'paper', 'proxy')),
      PRIMARY KEY (poll_id, voter)
    )`.execute(db);
  await sql`
    CREATE TABLE poll_ballots (
      poll_id uuid NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
      receipt text NOT NULL,
      -- HMAC of the poll and the voter under a server secret; null for a paper ballot.
      ballot_key text,
      -- Open ballots only: the voter, so the turnout can say who chose what.
      open_voter text,
      choices uuid[] NOT NULL,
      PRIMARY KEY (poll_id, receipt),
      UNIQUE (poll_id, ballot_key)
    )`.execute(db);
  await sql`
    CREATE TABLE poll_proxies (
      poll_id uuid NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
      from_apartment text NOT NULL,
      to_apartment text NOT NULL,
      PRIMARY KEY (poll_id, from_apartment),
      CHECK (from_apartment <> to_apartment)
    )`.execute(db);
  await sql`CREATE INDEX poll_proxies_holder_idx ON poll_proxies (poll_id, to_apartment)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind LIKE 'poll\_%'`.execute(db);
  await sql`DROP TABLE poll_proxies`.execute(db);
  await sql`DROP TABLE poll_ballots`.execute(db);
  await sql`DROP TABLE poll_voters`.execute(db);
  await sql`DROP TABLE poll_options`.execute(db);
  await sql`DROP TABLE polls`.execute(db);
  await sql`DROP TABLE agm_attendance`.execute(db);
  await sql`DROP TABLE agms`.execute(db);
}
