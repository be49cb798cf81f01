/**
 * Kysely's view of polls and ballots (migrations 0032, 0033). Merged into the one `Database`
 * (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Electorate, VoteRoute } from '../../../contract/polls/polls';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface PollsTable {
  id: string;
  seq: Generated<number>;
  question: string;
  details: Defaulted<string>;
  max_choices: Defaulted<number>;
  electorate: Defaulted<Electorate>;
  opens_at: Date;
  closes_at: Date;
  secret: Defaulted<boolean>;
  results_live: Defaulted<boolean>;
  quorum_percent: Defaulted<number>;
  pass_percent: Nullable<number>;
  votes_final: Defaulted<boolean>;
  max_proxies: Defaulted<number>;
  /** Flats more than this many days overdue on dues cannot vote; null: no such rule. */
  max_overdue_days: Nullable<number>;
  closed_early_at: Nullable<Date>;
  close_reason: Defaulted<string>;
  eligible_count: Nullable<number>;
  opened_told_at: Nullable<Date>;
  reminded_at: Nullable<Date>;
  results_told_at: Nullable<Date>;
  agm_id: Nullable<string>;
  created_by: string;
  created_at: Date;
}

export interface PollOptionsTable {
  id: string;
  poll_id: string;
  position: number;
  label: string;
}

export interface PollVotersTable {
  poll_id: string;
  /** The apartment, or `user:<id>` on a poll of persons. */
  voter: string;
  via: VoteRoute;
}

export interface PollBallotsTable {
  poll_id: string;
  receipt: string;
  ballot_key: string | null;
  open_voter: string | null;
  choices: string[];
}

export interface PollProxiesTable {
  poll_id: string;
  from_apartment: string;
  to_apartment: string;
}

export interface AgmsTable {
  id: string;
  title: string;
  held_at: Date;
  venue: Defaulted<string>;
  created_by: string;
  created_at: Date;
}

export interface AgmAttendanceTable {
  agm_id: string;
  apartment: string;
}

declare module '../../platform/db/schema' {
  interface Database {
    agms: AgmsTable;
    agm_attendance: AgmAttendanceTable;
    polls: PollsTable;
    poll_options: PollOptionsTable;
    poll_voters: PollVotersTable;
    poll_ballots: PollBallotsTable;
    poll_proxies: PollProxiesTable;
  }
}
