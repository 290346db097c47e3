import {
  DELETE_REMARKS_MAX_LENGTH,
  DIRECT_DEBIT_SHORT_MAX_LENGTH,
  DIRECT_DEBIT_TEXT_MAX_LENGTH,
  DISCOUNT_CODE_MAX_LENGTH,
  type FieldProblem,
  FREE_CONVERSATION_LIMIT,
  LOCKOUT_MINUTES,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_MEGAPIXELS,
  MINIMUM_AGE,
  NOTES_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REACTIVATION_DAYS,
  SIGNUP_MESSAGE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@dating/contract/enums';
import { EMAIL_MAX_LENGTH } from '@dating/contract/rules';
import type { ApiErrorCode, ApiProblem } from '@dating/logic';
import { useTranslation } from 'react-i18next';

// Every problem text of the interface is worded here, from the `problems` namespace, with the
// limits filled in from the constants (translations never carry a number of their own). The
// namespace loads in the background when the first form appears, without holding the page back
// (no Suspense): a problem can only be shown once the member has sent the form, and the texts
// are there long before. Until they are, a problem reads as nothing rather than as a key.

/** The problems namespace, loading in the background. */
function useProblemsNamespace() {
  return useTranslation('problems', { useSuspense: false });
}

/** The largest photo upload in megabytes, as the texts say it. */
export const PHOTO_MEGABYTES = MAX_PHOTO_BYTES / (1024 * 1024);

/** Values some error codes' texts need: a count picks the plural form. */
const CODE_VALUES: Partial<Record<ApiErrorCode, Record<string, number>>> = {
  account_locked: { minutes: LOCKOUT_MINUTES },
  account_pending_deletion: { count: REACTIVATION_DAYS },
  photo_too_large: { megabytes: PHOTO_MEGABYTES },
  photo_too_many_pixels: { megapixels: MAX_PHOTO_MEGAPIXELS },
  conversation_limit: { limit: FREE_CONVERSATION_LIMIT },
};

/**
 * How long until the member may act again, as the language says it ("in 1 minute", "in 5 hours"):
 * minutes below an hour, else whole hours (rounded up).
 */
function waitText(minutes: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  return minutes < 60
    ? format.format(minutes, 'minute')
    : format.format(Math.ceil(minutes / 60), 'hour');
}

/**
 * Words a failed call for the member, in the interface language: `problems:<code>` with the
 * problem's minutes (and, for `too_many_messages`, the wait they make as `when`) and the code's
 * limits; `values` adds more (the photo limit as `count`).
 */
export function useProblemText(): (
  problem: Pick<ApiProblem, 'code' | 'minutes'>,
  values?: Record<string, unknown>,
) => string {
  const { t, ready, i18n } = useProblemsNamespace();
  return (problem, values = {}) => {
    if (!ready) return '';
    const { code, minutes } = problem;
    // A 429 that does not say how long to wait (a proxy's, say) gets no made-up figure.
    if ((code === 'rate_limited' || code === 'too_many_messages') && minutes === undefined) {
      return t('tooManyAttempts');
    }
    const known = minutes === undefined ? {} : { minutes, when: waitText(minutes, i18n.language) };
    // A code this interface does not know (another backend's) reads as the generic error.
    return t([code, 'internal_error'], { ...CODE_VALUES[code], ...known, ...values });
  };
}

/** The shortest and longest length of the fields that have them. */
const LENGTHS: Record<string, { min?: number; max: number }> = {
  email: { max: EMAIL_MAX_LENGTH },
  password: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  name: { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH },
  signup_message: { max: SIGNUP_MESSAGE_MAX_LENGTH },
  notes: { max: NOTES_MAX_LENGTH },
  remarks: { max: DELETE_REMARKS_MAX_LENGTH },
  code: { max: DISCOUNT_CODE_MAX_LENGTH },
  account_holder: { max: DIRECT_DEBIT_TEXT_MAX_LENGTH },
  street: { max: DIRECT_DEBIT_TEXT_MAX_LENGTH },
  city: { max: DIRECT_DEBIT_TEXT_MAX_LENGTH },
  house_number: { max: DIRECT_DEBIT_SHORT_MAX_LENGTH },
  zip: { max: DIRECT_DEBIT_SHORT_MAX_LENGTH },
};

/** Fields worded like another one. */
const WORDED_AS: Record<string, string> = { new_password: 'password', discount_code: 'code' };

/** The forms that word some of their fields' problems their own way. */
export type FormName =
  | 'login'
  | 'emailRequest'
  | 'signup'
  | 'passwordReset'
  | 'passwordChange'
  | 'emailChange'
  | 'complaint'
  | 'persona'
  | 'savedReply';

/**
 * Words a field's problem code (what a store action's `validation_failed` carries in `fields`),
 * in the interface language, or null for no problem. The most specific text wins:
 * `problems:forms.<form>.<field>.<problem>`, then `fields.<field>.<problem>`, then the generic
 * `fields.any.<problem>`. Lengths and the minimum age come from the constants; a length picks
 * the plural form.
 */
export function useFieldProblemText(
  form?: FormName,
): (field: string, problem: FieldProblem | null | undefined) => string | null {
  const { t, ready } = useProblemsNamespace();
  return (field, problem) => {
    if (!problem) return null;
    if (!ready) return '';
    const wording = WORDED_AS[field] ?? field;
    const lengths = LENGTHS[wording];
    const length =
      problem === 'too_short' ? lengths?.min : problem === 'too_long' ? lengths?.max : undefined;
    const isAge = wording === 'date_of_birth' || problem === 'too_young';
    const keys = [
      ...(form ? [`forms.${form}.${field}.${problem}`] : []),
      `fields.${wording}.${problem}`,
      `fields.any.${problem}`,
      // A problem code this interface does not know reads as the generic one.
      'fields.any.invalid',
    ];
    return t(keys, { count: isAge ? MINIMUM_AGE : length, min_age: MINIMUM_AGE });
  };
}
