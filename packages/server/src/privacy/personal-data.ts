import { PERSONAL_DATA_CATEGORIES, type PersonalDataCategory } from '@dating/contract';

/**
 * Every column of the server's database and the kind of personal data it holds: the proof that
 * the privacy policy (GDPR Art. 13), which lists the {@link PERSONAL_DATA_CATEGORIES}, names all
 * the data the product keeps. A column is mapped to its category, or to `null` with the reason it
 * holds nothing about a person. Ids and timestamps of a member's rows belong to the row's
 * category: they say when and what a member did.
 *
 * `personal-data.test.ts` migrates a fresh database and fails when a column is missing here (add
 * it, and name its category in the privacy policy if it is a new kind of data) or when an entry
 * names a column that no longer exists.
 */
export const PERSONAL_DATA_COLUMNS = {
  members: {
    id: 'account',
    site: 'account',
    email: 'account',
    password_hash: 'account',
    status: 'account',
    credits: 'purchases',
    paid_user: 'purchases',
    language: 'account',
    notifications_disabled: 'notifications',
    invisible: 'profile',
    signup_date: 'account',
    // Marks the brand's fictional profiles; on a real member's row it says the row is a person's.
    fictional: 'account',
    name: 'profile',
    gender: 'profile',
    sexuality: 'profile',
    date_of_birth: 'profile',
    country: 'location',
    region: 'location',
    city: 'location',
    hair_color: 'profile',
    eye_color: 'profile',
    body_type: 'profile',
    relationship_status: 'profile',
    tattoos: 'profile',
    interests: 'profile',
    // The member's own profile text.
    notes: 'profile',
    profile_status: 'profile',
    last_seen_at: 'account',
    offline_at: 'account',
    deleted_at: 'account',
    confirmed_at: 'account',
    // Why e-mail stopped reaching the member (bounce, spam complaint, unsubscribe).
    email_disabled: 'notifications',
    tracking: 'trafficSource',
    // The member whose page the signup started from: whom the new member wanted to write to.
    signup_profile_id: 'messages',
  },
  photos: {
    id: 'photos',
    member_id: 'photos',
    filename: 'photos',
    thumb: 'photos',
    thumb_2x: 'photos',
    status: 'photos',
    private: 'photos',
    position: 'photos',
    created_at: 'photos',
    // When the photo review looked at it (who looked is staff data).
    reviewed_at: 'photos',
    reviewed_by: null,
  },
  sessions: {
    token_hash: 'security',
    member_id: 'security',
    created_at: 'security',
    expires_at: 'security',
  },
  login_failures: {
    id: 'security',
    member_id: 'security',
    address: 'security',
    failed_at: 'security',
  },
  login_locks: { member_id: 'security', address: 'security', locked_until: 'security' },
  // The target is an e-mail address or a member id.
  target_attempts: {
    id: 'security',
    site: 'security',
    kind: 'security',
    target: 'security',
    created_at: 'security',
  },
  // Single-use link tokens (confirm e-mail, reset password, ...) are credentials, as sessions are.
  tokens: {
    token_hash: 'security',
    member_id: 'security',
    purpose: 'security',
    new_email: 'account',
    created_at: 'security',
    expires_at: 'security',
    used_at: 'security',
  },
  mail_outbox: {
    id: 'notifications',
    site: 'notifications',
    member_id: 'notifications',
    to_address: 'notifications',
    template: 'notifications',
    language: 'notifications',
    subject: 'notifications',
    text: 'notifications',
    html: 'notifications',
    links: 'notifications',
    created_at: 'notifications',
    sent_at: 'notifications',
    attempts: 'notifications',
    last_error: 'notifications',
  },
  // Kept after erasure without the member id; the reason and remarks are the member's words.
  account_deletions: {
    id: 'account',
    site: 'account',
    member_id: 'account',
    reason: 'account',
    remarks: 'account',
    deleted_at: 'account',
    reactivated_at: 'account',
    erased_at: 'account',
    status_before: 'account',
  },
  push_subscriptions: {
    id: 'notifications',
    member_id: 'notifications',
    endpoint: 'notifications',
    p256dh: 'notifications',
    auth: 'notifications',
    created_at: 'notifications',
  },
  signup_messages: {
    id: 'messages',
    member_id: 'messages',
    profile_id: 'messages',
    text: 'messages',
    created_at: 'messages',
  },
  // The server's own VAPID key pair: nothing about a person.
  server_keys: { name: null, value: null },
  // A member's repeatable calls (photo uploads, payments) kept 24 hours so that a retry is not done
  // twice: request records, as the attempt limits are. The scope names the member.
  idempotency_keys: {
    site: 'security',
    scope: 'security',
    key: 'security',
    endpoint: 'security',
    fingerprint: 'security',
    created_at: 'security',
    status: 'security',
    response: 'security',
  },
  likes: {
    liker_id: 'contacts',
    liked_id: 'contacts',
    source: 'contacts',
    created_at: 'contacts',
    is_new: 'contacts',
  },
  matches: {
    first_id: 'contacts',
    second_id: 'contacts',
    created_at: 'contacts',
    new_for_first: 'contacts',
    new_for_second: 'contacts',
  },
  blocks: { blocker_id: 'contacts', blocked_id: 'contacts', created_at: 'contacts' },
  swipes: {
    member_id: 'contacts',
    profile_id: 'contacts',
    liked: 'contacts',
    created_at: 'contacts',
  },
  conversations: {
    id: 'messages',
    site: 'messages',
    first_id: 'messages',
    second_id: 'messages',
    started_by: 'messages',
    created_at: 'messages',
    last_message_at: 'messages',
    message_count: 'messages',
    unread_first: 'messages',
    unread_second: 'messages',
    removed_first_at: 'messages',
    removed_second_at: 'messages',
  },
  messages: {
    id: 'messages',
    conversation_id: 'messages',
    sender_id: 'messages',
    client_id: 'messages',
    kind: 'messages',
    text: 'messages',
    credits: 'messages',
    created_at: 'messages',
    // Marks an answer the brand's team wrote for a fictional profile.
    operator_id: 'teamNotes',
  },
  // The brand's team, not its members: an operator's own login is staff data, which the members'
  // privacy policy does not cover. What operators write to or about a member is mapped where it
  // is stored (`messages.operator_id`).
  operators: {
    id: null,
    site: null,
    email: null,
    name: null,
    password_hash: null,
    created_at: null,
    disabled_at: null,
    roles: null,
  },
  operator_sessions: { token_hash: null, operator_id: null, created_at: null, expires_at: null },
  // The back office's record of what its team did. Who did it is staff data; what it was done to
  // is a member where the action was about one (a decision on a report, a restriction): that is
  // the member's reports category. Entries about the team's own accounts hold no member's data.
  audit_log: {
    id: 'reports',
    site: 'reports',
    operator_id: null,
    operator_name: null,
    action: 'reports',
    subject_kind: 'reports',
    subject_id: 'reports',
    subject_label: 'reports',
    reason: 'reports',
    details: 'reports',
    created_at: 'reports',
  },
  // What a member's open pages are told at once (a message, a like, a match).
  live_events: {
    id: 'notifications',
    member_id: 'notifications',
    type: 'notifications',
    payload: 'notifications',
    created_at: 'notifications',
  },
  push_outbox: {
    id: 'notifications',
    member_id: 'notifications',
    type: 'notifications',
    from_name: 'notifications',
    url: 'notifications',
    created_at: 'notifications',
    attempts: 'notifications',
    sent_at: 'notifications',
    last_error: 'notifications',
  },
  chat_reminders: {
    member_id: 'notifications',
    conversation_id: 'notifications',
    sent_at: 'notifications',
  },
  like_mails: { member_id: 'notifications', sent_at: 'notifications' },
  reports: {
    id: 'reports',
    site: 'reports',
    reporter_id: 'reports',
    reported_id: 'reports',
    reason: 'reports',
    remarks: 'reports',
    created_at: 'reports',
    // The reporters' conversation as the reporter saw it, kept as evidence.
    evidence: 'reports',
    decision: 'reports',
    decided_at: 'reports',
    decided_by: null,
    restriction_id: 'reports',
  },
  // A notice names the notifier (name, e-mail address, or the member who sent it) and what it
  // is about: kept with the reports.
  // A member's name or about-me text waiting for review, or reviewed; the moderator is staff data.
  // What the chat team noted about a member in their conversation with a persona.
  operator_notes: {
    site: 'teamNotes',
    member_id: 'teamNotes',
    persona_id: 'teamNotes',
    text: 'teamNotes',
    updated_at: 'teamNotes',
    updated_by: null,
  },
  // Who of the team holds an inbox conversation, for minutes: staff data about a conversation.
  inbox_claims: { conversation_id: null, operator_id: null, until: null },
  // The chat team's ready texts, written by staff for personas: no member's data.
  saved_replies: {
    id: null,
    site: null,
    persona_id: null,
    language: null,
    title: null,
    text: null,
    updated_at: null,
    updated_by: null,
  },
  profile_text_reviews: {
    id: 'profile',
    site: 'profile',
    member_id: 'profile',
    field: 'profile',
    text: 'profile',
    flags: 'profile',
    created_at: 'profile',
    reviewed_at: 'profile',
    reviewed_by: null,
    decision: 'profile',
    restriction_id: 'profile',
    replaced: 'profile',
  },
  // A moderator's decision about a member, which is also the member's statement of reasons; the
  // moderator who decided it is staff data.
  restrictions: {
    id: 'reports',
    site: 'reports',
    member_id: 'reports',
    kind: 'reports',
    ground: 'reports',
    facts: 'reports',
    automated: 'reports',
    operator_id: null,
    token_hash: 'reports',
    created_at: 'reports',
    ends_at: 'reports',
    lifted_at: 'reports',
    member_status: 'reports',
    photo_id: 'reports',
    seen_at: 'reports',
  },
  appeals: {
    id: 'reports',
    restriction_id: 'reports',
    text: 'reports',
    created_at: 'reports',
    outcome: 'reports',
    answer: 'reports',
    decided_at: 'reports',
    decided_by: null,
  },
  // A banned address, kept as its SHA-256 so that it cannot sign up again.
  banned_emails: {
    site: 'account',
    email_hash: 'account',
    restriction_id: 'account',
    created_at: 'account',
  },
  notices: {
    id: 'reports',
    site: 'reports',
    reference: 'reports',
    subject: 'reports',
    reason: 'reports',
    url: 'reports',
    conversation_id: 'reports',
    explanation: 'reports',
    name: 'reports',
    email: 'reports',
    language: 'reports',
    sender_id: 'reports',
    status: 'reports',
    created_at: 'reports',
    // The member it is about, that conversation's messages as the notifier saw them, and the
    // decision with the answer the notifier was sent.
    concerns_id: 'reports',
    evidence: 'reports',
    decision: 'reports',
    answer: 'reports',
    decided_at: 'reports',
    decided_by: null,
    restriction_id: 'reports',
  },
  ledger_entries: {
    id: 'purchases',
    member_id: 'purchases',
    amount: 'purchases',
    reason: 'purchases',
    idempotency_key: 'purchases',
    created_at: 'purchases',
    // Who of the team gave credits (staff data), and the reason they gave about the member.
    operator_id: null,
    note: 'purchases',
  },
  payments: {
    id: 'purchases',
    site: 'purchases',
    member_id: 'purchases',
    bundle_id: 'purchases',
    credits: 'purchases',
    amount: 'purchases',
    currency: 'purchases',
    method: 'purchases',
    provider: 'purchases',
    provider_payment_id: 'purchases',
    state: 'purchases',
    discount_code: 'purchases',
    list_amount: 'purchases',
    discount_use: 'purchases',
    withdrawal_consent_at: 'purchases',
    created_at: 'purchases',
    updated_at: 'purchases',
    // The arrival record goes with the member's payments (traffic sources).
    tracking: 'trafficSource',
  },
  // A postback tells the network that sent a member what became of its click (no personal data
  // but the network's own click data).
  postbacks: {
    id: 'trafficSource',
    site: 'trafficSource',
    member_id: 'trafficSource',
    event: 'trafficSource',
    network: 'trafficSource',
    url: 'trafficSource',
    created_at: 'trafficSource',
    send_at: 'trafficSource',
    attempts: 'trafficSource',
    sent_at: 'trafficSource',
    last_status: 'trafficSource',
    last_error: 'trafficSource',
  },
  // A withdrawal from a purchase: whose, where its confirmation went, what became of it.
  withdrawals: {
    id: 'purchases',
    site: 'purchases',
    reference: 'purchases',
    payment_id: 'purchases',
    member_id: 'purchases',
    name: 'purchases',
    email: 'purchases',
    language: 'purchases',
    outcome: 'purchases',
    requested_at: 'purchases',
    refund_attempts: 'purchases',
    refund_requested_at: 'purchases',
    refund_retry_at: 'purchases',
    refund_error: 'purchases',
    origin: 'purchases',
    // Who of the team ordered a refund (staff data), and why, about the member's purchase.
    ordered_by: null,
    reason: 'purchases',
  },
  // A payment provider's notices about a member's payment.
  payment_events: {
    provider: 'purchases',
    event_id: 'purchases',
    payment_id: 'purchases',
    type: 'purchases',
    moved: 'purchases',
    received_at: 'purchases',
  },
  // A code's terms are the brand's; a code made for one member (the deletion offer) names them.
  discount_codes: {
    id: null,
    site: null,
    code: null,
    kind: null,
    value_percentage: null,
    country: null,
    member_id: 'purchases',
    expires_at: null,
    currency: null,
    minimum_order_value: null,
    payment_methods: null,
    validity: null,
    status: null,
    created_at: null,
  },
  // The scope names the member for a once-per-member use.
  discount_uses: {
    site: 'purchases',
    scope: 'purchases',
    payment_id: 'purchases',
    mandate_id: 'purchases',
    member_id: 'purchases',
    reserved_at: 'purchases',
  },
  // The account holder's bank and postal details belong to the mandate, so to purchases.
  direct_debit_mandates: {
    id: 'purchases',
    site: 'purchases',
    member_id: 'purchases',
    bundle_id: 'purchases',
    credits: 'purchases',
    amount: 'purchases',
    currency: 'purchases',
    discount_code: 'purchases',
    list_amount: 'purchases',
    discount_use: 'purchases',
    account_holder: 'purchases',
    iban: 'purchases',
    street: 'purchases',
    house_number: 'purchases',
    zip: 'purchases',
    city: 'purchases',
    phone: 'purchases',
    code_hash: 'purchases',
    code_expires_at: 'purchases',
    wrong_codes: 'purchases',
    withdrawal_consent_at: 'purchases',
    payment_id: 'purchases',
    created_at: 'purchases',
  },
  // The sandbox provider's outbox: each body tells the outcome of a member's payment.
  sandbox_deliveries: {
    id: 'purchases',
    site: 'purchases',
    body: 'purchases',
    deliver_at: 'purchases',
    attempts: 'purchases',
    delivered_at: 'purchases',
    last_error: 'purchases',
  },
  // The migration tool's own bookkeeping: which migrations ran, and its lock.
  kysely_migration: { name: null, timestamp: null },
  kysely_migration_lock: { id: null, is_locked: null },
} as const satisfies Record<string, Record<string, PersonalDataCategory | null>>;

/**
 * The categories of personal data the database holds, in the order of
 * {@link PERSONAL_DATA_CATEGORIES}: what the privacy policy names.
 */
export function personalDataCategories(): PersonalDataCategory[] {
  const used = new Set<PersonalDataCategory | null>(
    Object.values(PERSONAL_DATA_COLUMNS).flatMap((columns) => Object.values(columns)),
  );
  return PERSONAL_DATA_CATEGORIES.filter((category) => used.has(category));
}
