/**
 * What a notice on `/complaints` (EU Digital Services Act, Art. 16) is about: a member's profile,
 * a photo, a message, another page of the site, or the service itself (a general complaint).
 */
export const COMPLAINT_SUBJECTS = ['member', 'photo', 'message', 'page', 'service'] as const;
export type ComplaintSubject = (typeof COMPLAINT_SUBJECTS)[number];

/** Reasons that say the content is illegal, by the categories of the EU's transparency database. */
export const ILLEGAL_CONTENT_REASONS = [
  'child_sexual_abuse',
  'intimate_images',
  'hate_speech',
  'violence',
  'fraud',
  'privacy',
  'intellectual_property',
  'other_illegal',
] as const;

/** Reasons that say the content breaks the brand's terms. */
export const TERMS_VIOLATION_REASONS = [
  'fake_profile',
  'underage',
  'harassment',
  'spam',
  'other_terms',
] as const;

/** Reasons of a general complaint about the service. */
export const SERVICE_COMPLAINT_REASONS = [
  'service_problem',
  'payment_problem',
  'other_service',
] as const;

/** Every reason a notice may give. */
export const COMPLAINT_REASONS = [
  ...ILLEGAL_CONTENT_REASONS,
  ...TERMS_VIOLATION_REASONS,
  ...SERVICE_COMPLAINT_REASONS,
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

/**
 * Reasons a notifier may give without a name and an e-mail address: the DSA (Art. 16(2)(c))
 * exempts notices about the offences of Directive 2011/93/EU, Arts. 3-7 (child sexual abuse).
 */
export const ANONYMOUS_COMPLAINT_REASONS: readonly ComplaintReason[] = ['child_sexual_abuse'];

/** The reasons that fit a subject: the service's own for `service`, else illegal content or terms. */
export function complaintReasonsFor(subject: ComplaintSubject): readonly ComplaintReason[] {
  return subject === 'service'
    ? SERVICE_COMPLAINT_REASONS
    : [...ILLEGAL_CONTENT_REASONS, ...TERMS_VIOLATION_REASONS];
}

/** The longest explanation of a notice. */
export const COMPLAINT_EXPLANATION_MAX_LENGTH = 5000;
/** The longest link to what a notice is about. */
export const COMPLAINT_URL_MAX_LENGTH = 2000;
/** The longest name of a notifier. */
export const COMPLAINT_NAME_MAX_LENGTH = 100;
