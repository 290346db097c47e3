import type {
  AppealOutcome,
  AuditAction,
  AuditDetails,
  BodyType,
  BundleTier,
  ComplaintReason,
  ComplaintSubject,
  Country,
  Currency,
  DiscountStatus,
  DiscountValidity,
  EmailDisabledReason,
  EndpointName,
  EvidenceMessage,
  EyeColor,
  Gender,
  HairColor,
  ImageStatus,
  Interest,
  Language,
  LedgerReason,
  MessageKind,
  NotificationType,
  OperatorRole,
  PaymentMethod,
  PaymentProviderName,
  PaymentState,
  PhotoDecision,
  PostbackEvent,
  ProfileStatus,
  ProfileTextField,
  ProfileTextFlag,
  RelationshipStatus,
  ReportDecision,
  ReportReason,
  RestrictionGround,
  RestrictionKind,
  Sexuality,
  Tattoos,
  UserStatus,
  WithdrawalOutcome,
} from '@dating/contract';
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
  status: UserStatus;
  credits: Generated<number>;
  paid_user: Generated<boolean>;
  language: Language;
  notifications_disabled: ColumnType<
    NotificationType[],
    NotificationType[] | undefined,
    NotificationType[]
  >;
  invisible: Generated<boolean>;
  signup_date: Timestamp;
  fictional: Generated<boolean>;
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  /** ISO date (YYYY-MM-DD), read as a string. */
  date_of_birth: string;
  country: Country;
  /** Region code from the regions dataset (ISO 3166-2 style, e.g. NL-NH); answers show its name. */
  region: string | null;
  city: string | null;
  hair_color: HairColor | null;
  eye_color: EyeColor | null;
  body_type: BodyType | null;
  relationship_status: RelationshipStatus | null;
  tattoos: Tattoos | null;
  interests: ColumnType<Interest[], Interest[] | undefined, Interest[]>;
  notes: string | null;
  profile_status: ColumnType<ProfileStatus, ProfileStatus | undefined, ProfileStatus>;
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the member's page last became hidden (page-hidden beacon): offline since, if later. */
  offline_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the member deleted the account; the data is erased 14 days later unless reactivated. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Why e-mail stopped reaching the member (spam_complaint, bounce, unsubscribe), or null. */
  email_disabled: ColumnType<
    EmailDisabledReason | null,
    EmailDisabledReason | null | undefined,
    EmailDisabledReason | null
  >;
  /** The arrival tracking record of the signup (network, ref, sub1..sub3), or null. */
  tracking: ColumnType<TrackingJson | null, string | null | undefined, string | null>;
  /** When the member first confirmed their address; null before, and for accounts from before it was kept. */
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The member the signup started from: the first conversation once the address is confirmed. */
  signup_profile_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The tracking record as stored with a member. */
interface TrackingJson {
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
}

/** A member's photo; file names are paths below the uploads folder. */
interface PhotosTable {
  id: Generated<number>;
  member_id: number;
  filename: string;
  thumb: string;
  /** The thumbnail at twice the size; null for photos stored before it existed. */
  thumb_2x: string | null;
  status: ImageStatus;
  private: Generated<boolean>;
  position: Generated<number>;
  created_at: Timestamp;
  /** When a moderator reviewed it; null while it waits in the review queue. */
  reviewed_at: Timestamp | null;
  reviewed_by: number | null;
}

/** A login session; only the SHA-256 hash of the token is stored. */
interface SessionsTable {
  token_hash: string;
  member_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** One wrong password for a member, kept to decide lockouts. */
interface LoginFailuresTable {
  id: Generated<number>;
  member_id: number;
  /** The client address the wrong password came from. */
  address: string;
  failed_at: Timestamp;
}

/** An address locked out of an account's login (and password checks) until `locked_until`. */
interface LoginLocksTable {
  member_id: number;
  address: string;
  locked_until: Timestamp;
}

/** An answer given about one e-mail address or account (`kind`, see `TARGET_LIMITS`). */
interface TargetAttemptsTable {
  id: Generated<string>;
  site: string;
  kind: string;
  /** The e-mail address (lower case) or the member id the answer was about. */
  target: string;
  created_at: Timestamp;
}

/** What a link token is for. */
export type TokenPurpose = 'confirm_email' | 'reset_password' | 'change_email' | 'reactivate';

/** A single-use link token (only its SHA-256 is stored). */
interface TokensTable {
  token_hash: string;
  member_id: number;
  purpose: TokenPurpose;
  /** For `change_email`: the address that becomes the member's once confirmed. */
  new_email: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A mail, written in the same transaction as the change it tells about; sent by SMTP when set up. */
interface MailOutboxTable {
  id: Generated<number>;
  site: string;
  member_id: number | null;
  to_address: string;
  template: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
  links: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  attempts: Generated<number>;
  last_error: string | null;
}

/** A deleted account: why, and what became of it (reactivated, or erased after 14 days). */
interface AccountDeletionsTable {
  id: Generated<number>;
  site: string;
  member_id: number | null;
  reason: string;
  remarks: string;
  deleted_at: Timestamp;
  reactivated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  erased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** What the account was before: support brings it back so (`active` for older deletions). */
  status_before: ColumnType<
    'active' | 'not_confirmed',
    'active' | 'not_confirmed' | undefined,
    never
  >;
}

/** A browser's Web Push subscription of a member. */
interface PushSubscriptionsTable {
  id: Generated<number>;
  member_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

/** The first message of a member who signed up from another member's profile. */
interface SignupMessagesTable {
  id: Generated<number>;
  member_id: number;
  profile_id: number;
  text: string;
  created_at: Timestamp;
}

/**
 * The first answer of a call sent with an idempotency key; a repeat of the call gets it again.
 * `status` and `response` are null while the first call is still being worked on.
 */
interface IdempotencyKeysTable {
  site: string;
  /** `member:<id>` or `visitor`. */
  scope: string;
  key: string;
  endpoint: EndpointName;
  /** SHA-256 of the request (endpoint and body): a key sent with another request is refused. */
  fingerprint: string;
  created_at: Timestamp;
  status: number | null;
  response: string | null;
}

/** Keys the server makes once and keeps (the VAPID key pair of Web Push). */
interface ServerKeysTable {
  name: string;
  value: string;
}

/** A like of one member for another; `is_new` until the liked member has seen it. */
interface LikesTable {
  liker_id: number;
  liked_id: number;
  /** Where the like was given: a profile (or card) or the swipe game, whose likes are counted. */
  source: 'profile' | 'swipe';
  created_at: Timestamp;
  is_new: Generated<boolean>;
}

/** A mutual like, one row per pair (`first_id` < `second_id`), new for each side until shown. */
interface MatchesTable {
  first_id: number;
  second_id: number;
  created_at: Timestamp;
  new_for_first: Generated<boolean>;
  new_for_second: Generated<boolean>;
}

/**
 * The conversation of two members (`first_id` < `second_id`): who started it, its unread count
 * per side, and when a side removed it (that side sees only later messages, and the list shows it
 * again once one comes).
 */
interface ConversationsTable {
  id: Generated<number>;
  site: string;
  first_id: number;
  second_id: number;
  started_by: number;
  created_at: Timestamp;
  last_message_at: Timestamp;
  message_count: Generated<number>;
  unread_first: Generated<number>;
  unread_second: Generated<number>;
  removed_first_at: Timestamp | null;
  removed_second_at: Timestamp | null;
}

/** A message, stored once per sender and client id, with the credits it cost. */
/** What a stored live event tells (see `live/live-events.ts`). */
export type LiveEventPayload =
  | { conversation: number; message: number }
  | { conversation: number; until: number }
  | { profile: number }
  | { changed: 'chats' | 'likes' };

interface LiveEventsTable {
  /** bigserial: read as a string, answered as a number (exact below 2^53). */
  id: Generated<string>;
  member_id: number;
  type: 'message' | 'read' | 'like' | 'match' | 'counters';
  payload: ColumnType<LiveEventPayload, string, string>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

interface MessagesTable {
  /** bigserial: read as a string, answered as a number (exact below 2^53). */
  id: Generated<string>;
  conversation_id: number;
  sender_id: number;
  client_id: string;
  kind: MessageKind;
  text: string;
  credits: number;
  created_at: Timestamp;
  /** The operator who wrote it as a fictional profile; null for a member's own message. */
  operator_id: number | null;
}

/** A member of a brand's team, who answers for its fictional profiles (the operator inbox). */
interface OperatorsTable {
  id: Generated<number>;
  site: string;
  /** Lower case, unique per brand. */
  email: string;
  name: string;
  password_hash: string;
  created_at: Timestamp;
  /** Switched off: no login, sessions ended; the answers keep naming the operator. */
  disabled_at: Timestamp | null;
  /** One or more of `OPERATOR_ROLES`, in that order; `chat` unless set. */
  roles: ColumnType<OperatorRole[], OperatorRole[] | undefined, OperatorRole[]>;
}

/** One back-office action, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
interface AuditLogTable {
  id: Generated<number>;
  site: string;
  /** Who did it; null for the server's `operators` command. */
  operator_id: number | null;
  /** Their name then. */
  operator_name: string | null;
  action: AuditAction;
  subject_kind: 'operator' | 'member' | 'notice' | 'saved_reply' | 'discount_code';
  subject_id: number;
  /** The subject as it was named then (an operator's e-mail address, a member's name). */
  subject_label: string;
  reason: string | null;
  details: ColumnType<AuditDetails, string | undefined, never>;
  created_at: Timestamp;
}

/** A logged-in operator (the token's SHA-256, as member sessions keep theirs). */
interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** What a push notification tells of (the member's notification type that allows it). */
export type PushType = 'new_conversations' | 'new_messages' | 'like';

/** A push notification waiting for (or sent to) a member's browsers. */
interface PushOutboxTable {
  id: Generated<string>;
  member_id: number;
  type: PushType;
  /** The name of the member it is about (who wrote, who liked). */
  from_name: string;
  /** The site's page it opens, e.g. `/chats/12`. */
  url: string;
  created_at: Timestamp;
  attempts: Generated<number>;
  sent_at: Timestamp | null;
  last_error: string | null;
}

/** When a member was last reminded by e-mail of a conversation's unread messages. */
interface ChatRemindersTable {
  member_id: number;
  conversation_id: number;
  sent_at: Timestamp;
}

/** When a member was last told of new likes by e-mail. */
interface LikeMailsTable {
  member_id: number;
  sent_at: Timestamp;
}

/** A member who keeps another one away. */
interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Timestamp;
}

/** A report for the moderators; the ids become null when an account is erased. */
interface ReportsTable {
  id: Generated<number>;
  site: string;
  reporter_id: number | null;
  reported_id: number | null;
  reason: ReportReason;
  remarks: string | null;
  created_at: Timestamp;
  /** The reporters' conversation's last messages when reported, as the reporter saw them. */
  evidence: ColumnType<EvidenceMessage[], string | undefined, never>;
  /** The moderator's decision; null while the report is open. */
  decision: ReportDecision | null;
  decided_at: Timestamp | null;
  decided_by: number | null;
  restriction_id: number | null;
}

/** A profile text waiting for review, or reviewed (`profile-texts.ts`). */
/** The chat team's note on a member and the persona they write with. */
interface OperatorNotesTable {
  site: string;
  member_id: number;
  persona_id: number;
  text: string;
  updated_at: Timestamp;
  /** The operator who saved it last; null once their account is gone. */
  updated_by: number | null;
}

/** Who of the team holds an inbox conversation, until when unless they work on. */
interface InboxClaimsTable {
  conversation_id: number;
  operator_id: number;
  until: Timestamp;
}

/** A reply the chat team keeps ready, for one language and a persona (or every persona: null). */
interface SavedRepliesTable {
  id: Generated<number>;
  site: string;
  persona_id: number | null;
  language: Language;
  title: string;
  text: string;
  updated_at: Timestamp;
  /** The operator who saved it last; null once their account is gone. */
  updated_by: number | null;
}

interface ProfileTextReviewsTable {
  id: Generated<number>;
  site: string;
  member_id: number;
  field: ProfileTextField;
  /** The text as its member wrote it. */
  text: string;
  flags: ColumnType<ProfileTextFlag[], string, never>;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
  reviewed_by: number | null;
  decision: PhotoDecision | null;
  restriction_id: number | null;
  /** What a removed text was replaced with: null for an about-me text, a name's first word. */
  replaced: string | null;
}

/** A moderator's restriction of a member, and its statement of reasons. */
interface RestrictionsTable {
  id: Generated<number>;
  site: string;
  /** Null once the account is erased; the statement stays. */
  member_id: number | null;
  kind: RestrictionKind;
  ground: RestrictionGround;
  facts: string;
  automated: Generated<boolean>;
  operator_id: number | null;
  /** The SHA-256 of the statement link's token. */
  token_hash: string;
  created_at: Timestamp;
  /** When a suspension ends. */
  ends_at: Timestamp | null;
  /** When it stopped holding: lifted early, undone on appeal, or a suspension's end. */
  lifted_at: Timestamp | null;
  /** The account's status before the restrictions that hold: what lifting the last restores. */
  member_status: UserStatus;
  /** For a `removal`: the photo removed. */
  photo_id: number | null;
  /** When the member read it in the app; null until then. */
  seen_at: ColumnType<Date | null, Date | null | undefined, Date>;
}

/** A member's appeal against a restriction, once per restriction. */
interface AppealsTable {
  id: Generated<number>;
  restriction_id: number;
  text: string;
  created_at: Timestamp;
  outcome: AppealOutcome | null;
  answer: string | null;
  decided_at: Timestamp | null;
  decided_by: number | null;
}

/** An e-mail address that may not sign up again (its SHA-256), after a ban. */
interface BannedEmailsTable {
  site: string;
  email_hash: string;
  restriction_id: number | null;
  created_at: Timestamp;
}

/** A notice or complaint sent on `/complaints` (EU DSA, Art. 16), waiting for the back office. */
interface NoticesTable {
  id: Generated<number>;
  site: string;
  /** What the acknowledgement names, e.g. `N-3F9A1C7B2D`. */
  reference: string;
  subject: ComplaintSubject;
  reason: ComplaintReason;
  url: string | null;
  conversation_id: number | null;
  explanation: string;
  name: string | null;
  email: string | null;
  language: Language;
  /** The member who sent it, when one was logged in. */
  sender_id: number | null;
  status: ColumnType<'open' | 'decided', 'open' | 'decided' | undefined, 'open' | 'decided'>;
  created_at: Timestamp;
  /** The member it is about, as found when it was sent (`notice-review.ts`). */
  concerns_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The named conversation's last messages when it was sent, as the notifier saw them. */
  evidence: ColumnType<EvidenceMessage[], string | undefined, never>;
  /** The moderator's decision; null while the notice is open. */
  decision: ColumnType<ReportDecision | null, undefined, ReportDecision>;
  /** What the notifier was told. */
  answer: ColumnType<string | null, undefined, string>;
  decided_at: ColumnType<Date | null, undefined, Date>;
  decided_by: ColumnType<number | null, undefined, number>;
  restriction_id: ColumnType<number | null, undefined, number | null>;
}

/** A withdrawal from a purchase with the withdrawal function (`/withdrawal`), one per payment. */
interface WithdrawalsTable {
  id: Generated<number>;
  site: string;
  /** What the confirmation mail names, e.g. `W-3F9A1C7B2D`. */
  reference: string;
  payment_id: string;
  member_id: number | null;
  /** The name and address the confirmation went to, kept as they were. */
  name: string;
  email: string;
  language: Language;
  outcome: WithdrawalOutcome;
  requested_at: Timestamp;
  refund_attempts: Generated<number>;
  /** When the payment's provider took the refund; null while it waits (or for `declined`). */
  refund_requested_at: Timestamp | null;
  /** When the refund sender may try a failed refund again. */
  refund_retry_at: Timestamp | null;
  refund_error: string | null;
  /** `member`: the member's withdrawal; `support`: a refund the support team ordered. */
  origin: ColumnType<'member' | 'support', 'member' | 'support' | undefined, never>;
  /** For a support refund: the operator who ordered it, and why. */
  ordered_by: ColumnType<number | null, number | null | undefined, never>;
  reason: ColumnType<string | null, string | null | undefined, never>;
}

/** A postback to a traffic network, once per member and event (`POSTBACK_EVENTS`). */
interface PostbacksTable {
  id: Generated<string>;
  site: string;
  member_id: number | null;
  event: PostbackEvent;
  network: string;
  /** The brand's template for the network, filled in when the event happened. */
  url: string;
  created_at: Timestamp;
  /** When the next attempt is due (or, while one runs, when its lease ends). */
  send_at: Timestamp;
  attempts: Generated<number>;
  sent_at: Timestamp | null;
  /** The network's HTTP status of the last attempt, or null when none answered. */
  last_status: number | null;
  last_error: string | null;
}

/** A card of the swipe game swiped right (`liked`) or left; it is not shown again. */
interface SwipesTable {
  member_id: number;
  profile_id: number;
  liked: boolean;
  created_at: Timestamp;
}

/** One change of a member's credits (append-only); `members.credits` is their sum. */
interface LedgerEntriesTable {
  id: Generated<string>;
  member_id: number;
  /** Credits added (positive) or taken (negative), never 0. */
  amount: number;
  reason: LedgerReason;
  /** The change applies once per member and key (a payment, a message's client id, ...). */
  idempotency_key: string;
  created_at: Timestamp;
  /** For a `grant`: the operator who gave the credits, and the reason they gave. */
  operator_id: ColumnType<number | null, number | null | undefined, never>;
  note: ColumnType<string | null, string | null | undefined, never>;
}

interface PaymentsTable {
  /** `pay_` and 24 letters or digits. */
  id: string;
  /** The brand's slug. */
  site: string;
  /** Null once the member's account is erased: the payment stays for the books. */
  member_id: number | null;
  bundle_id: BundleTier;
  credits: number;
  /** In cents of `currency`, after any discount. */
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  provider: PaymentProviderName;
  /** The provider's own id of the payment (Mollie's `tr_…`); null where it uses ours. */
  provider_payment_id: string | null;
  state: PaymentState;
  discount_code: string | null;
  /** The package's price before the discount, in cents of `currency` (`amount` without one). */
  list_amount: number;
  /** The once-only discount use the payment took (`discountUseOf`); null: none. */
  discount_use: string | null;
  /** When the member consented to immediate delivery (losing the right of withdrawal). */
  withdrawal_consent_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The member's arrival record (network, ref, sub1..sub3) when the payment was made, or null. */
  tracking: ColumnType<TrackingJson | null, string | null | undefined, string | null>;
}

interface DirectDebitMandatesTable {
  /** `ddm_` and 24 letters or digits. */
  id: string;
  /** The brand's slug. */
  site: string;
  member_id: number;
  bundle_id: BundleTier;
  credits: number;
  /** In cents of `currency`, after any discount: what the payment will be. */
  amount: number;
  currency: Currency;
  discount_code: string | null;
  /** The package's price before the discount, in cents of `currency`. */
  list_amount: number;
  /** The once-only discount use the mandate holds until its code is entered; null: none. */
  discount_use: string | null;
  account_holder: string;
  /** In the electronic format (`normalizeIban`). */
  iban: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  /** In the international format (`normalizePhone`). */
  phone: string;
  /** SHA-256 of the mandate's id and the code, in hex: the code itself is never stored. */
  code_hash: string;
  code_expires_at: Timestamp;
  wrong_codes: Generated<number>;
  withdrawal_consent_at: Timestamp;
  /** The payment made when the code was entered; null until then. */
  payment_id: string | null;
  created_at: Timestamp;
}

interface DiscountCodesTable {
  id: Generated<number>;
  /** The brand's slug. */
  site: string;
  /** In capitals (`normalizeDiscountCode`), unique per site. */
  code: string;
  /** An operator's code, or the deletion offer of one member. */
  kind: 'operator' | 'deletion';
  value_percentage: number;
  /** The only payment country it applies in; null: any. */
  country: Country | null;
  /** The only member who may use it; null: anyone. */
  member_id: number | null;
  /** When it ends; null: it does not. */
  expires_at: Timestamp | null;
  /** The only currency it applies in (that of `minimum_order_value`); null: any. */
  currency: Currency | null;
  /** In cents of `currency`, before the discount; null: any order. */
  minimum_order_value: number | null;
  /** The only methods it applies with; null: every method. */
  payment_methods: PaymentMethod[] | null;
  validity: DiscountValidity;
  status: DiscountStatus;
  created_at: Timestamp;
}

/**
 * A once-only discount use of a site (`scope`, see `discountUseOf`) and the payment or mandate
 * that holds it; a holder that ended holds it no longer.
 */
interface DiscountUsesTable {
  site: string;
  scope: string;
  payment_id: string | null;
  mandate_id: string | null;
  /** The member of the holder. */
  member_id: number | null;
  reserved_at: Timestamp | null;
}

interface PaymentEventsTable {
  provider: string;
  event_id: string;
  payment_id: string;
  type: string;
  moved: boolean;
  received_at: Timestamp;
}

interface SandboxDeliveriesTable {
  id: Generated<string>;
  site: string;
  body: string;
  deliver_at: Timestamp;
  attempts: Generated<number>;
  delivered_at: Timestamp | null;
  last_error: string | null;
}

/** The tables of the server's database. */
export interface Database {
  members: MembersTable;
  photos: PhotosTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  login_locks: LoginLocksTable;
  target_attempts: TargetAttemptsTable;
  tokens: TokensTable;
  mail_outbox: MailOutboxTable;
  account_deletions: AccountDeletionsTable;
  push_subscriptions: PushSubscriptionsTable;
  signup_messages: SignupMessagesTable;
  server_keys: ServerKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  likes: LikesTable;
  matches: MatchesTable;
  blocks: BlocksTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  live_events: LiveEventsTable;
  push_outbox: PushOutboxTable;
  chat_reminders: ChatRemindersTable;
  like_mails: LikeMailsTable;
  reports: ReportsTable;
  restrictions: RestrictionsTable;
  profile_text_reviews: ProfileTextReviewsTable;
  operator_notes: OperatorNotesTable;
  inbox_claims: InboxClaimsTable;
  saved_replies: SavedRepliesTable;
  appeals: AppealsTable;
  banned_emails: BannedEmailsTable;
  notices: NoticesTable;
  withdrawals: WithdrawalsTable;
  postbacks: PostbacksTable;
  swipes: SwipesTable;
  ledger_entries: LedgerEntriesTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  discount_codes: DiscountCodesTable;
  discount_uses: DiscountUsesTable;
  direct_debit_mandates: DirectDebitMandatesTable;
  sandbox_deliveries: SandboxDeliveriesTable;
}

export type Member = Selectable<MembersTable>;
export type Operator = Selectable<OperatorsTable>;
export type NewMember = Insertable<MembersTable>;
export type Photo = Selectable<PhotosTable>;
export type NewPhoto = Insertable<PhotosTable>;
export type NewPayment = Insertable<PaymentsTable>;
export type NewLedgerEntry = Insertable<LedgerEntriesTable>;
export type Token = Selectable<TokensTable>;
