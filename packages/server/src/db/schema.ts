import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A timestamp column: read as a Date, written as a Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A member of one brand: account, money columns and profile in one row. */
export interface MembersTable {
  id: Generated<number>;
  site: string;
  /** Stored lowercased; unique per site. */
  email: string;
  password_hash: string;
  status: string;
  credits: Generated<number>;
  paid_user: Generated<boolean>;
  language: string;
  notifications_disabled: ColumnType<string[], string[] | undefined, string[]>;
  invisible: Generated<boolean>;
  signup_date: Timestamp;
  fictional: Generated<boolean>;
  name: string;
  gender: string;
  sexuality: string;
  /** ISO date (YYYY-MM-DD), read as a string. */
  date_of_birth: string;
  country: string;
  /** Region code from the regions dataset (ISO 3166-2 style, e.g. NL-NH); answers show its name. */
  region: string | null;
  city: string | null;
  hair_color: string | null;
  eye_color: string | null;
  body_type: string | null;
  relationship_status: string | null;
  tattoos: string | null;
  interests: ColumnType<string[], string[] | undefined, string[]>;
  notes: string | null;
  profile_status: Generated<string>;
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A member's photo; file names are paths below the uploads folder. */
export interface PhotosTable {
  id: Generated<number>;
  member_id: number;
  filename: string;
  thumb: string;
  status: string;
  private: Generated<boolean>;
  position: Generated<number>;
  created_at: Timestamp;
}

/** A login session; only the SHA-256 hash of the token is stored. */
export interface SessionsTable {
  token_hash: string;
  member_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** One wrong password for a member, kept to decide lockouts. */
export interface LoginFailuresTable {
  id: Generated<number>;
  member_id: number;
  failed_at: Timestamp;
}

/** The tables of the server's database. */
export interface Database {
  members: MembersTable;
  photos: PhotosTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type Photo = Selectable<PhotosTable>;
export type NewPhoto = Insertable<PhotosTable>;
