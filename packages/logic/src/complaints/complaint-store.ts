import type { ComplaintRequest } from '@dating/contract';
import {
  type ComplaintReason,
  type ComplaintSubject,
  complaintReasonsFor,
  type FieldProblems,
  type Language,
} from '@dating/contract/enums';
import { type ComplaintForm, complaintProblems } from '@dating/contract/rules';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, invalidForm, type Result } from '../api/api-result.js';
import { createLifetime } from '../platform/lifetime.js';

export type { ComplaintForm };

export interface ComplaintState {
  form: ComplaintForm;
  /** The form's problems of the last send (the browser's own check, or the server's answer). */
  problems: FieldProblems<keyof ComplaintForm>;
  /** Why the last send failed otherwise (too many notices, no connection), or null. */
  problem: ApiProblem | null;
  sending: boolean;
  /** The reference the notice was filed under, once it was; the form is done then. */
  reference: string | null;
}

export interface ComplaintActions {
  /**
   * Changes one field. Choosing another subject clears a reason that does not fit it, and a
   * conversation for a page; a field changed loses its problem.
   */
  set<Field extends keyof ComplaintForm>(field: Field, value: ComplaintForm[Field]): void;
  /** Checks the form by the contract's rule, then files it; the notice's language is `language`. */
  send(language: Language): Promise<Result<string>>;
  /** A new, empty form (after one was filed). */
  reset(): void;
}

export interface ComplaintStore {
  state: ComplaintState;
  actions: ComplaintActions;
  /** Cancels a send under way; its answer changes nothing. */
  destroy(): void;
}

const emptyForm = (subject: ComplaintSubject = 'member'): ComplaintForm => ({
  subject,
  reason: null,
  url: '',
  conversation_id: null,
  explanation: '',
  name: '',
  email: '',
  good_faith: false,
});

/**
 * The notice-and-action form of `/complaints` (EU DSA, Art. 16): a member, a photo, a message or
 * a page by its link (or one of the member's conversations), or the service itself; a reason that
 * fits; an explanation; the sender's name and address (not needed for the reasons the law lets a
 * notifier keep to themselves); the statement of good faith. Checked by `complaintProblems`, the
 * rule the server applies too, then filed; the answer is the notice's reference. `initial`
 * starts the form with what the address names (`?subject=member&url=...`).
 */
export function createComplaintStore({
  api,
  initial = {},
}: {
  api: ApiClient;
  initial?: Partial<Pick<ComplaintForm, 'subject' | 'url'>>;
}): ComplaintStore {
  const state = proxy<ComplaintState>({
    form: { ...emptyForm(initial.subject), url: initial.url ?? '' },
    problems: {},
    problem: null,
    sending: false,
    reference: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;

  return {
    state,
    actions: {
      set(field, value) {
        state.form[field] = value;
        delete state.problems[field];
        if (field === 'subject') {
          const subject = value as ComplaintSubject;
          const { reason } = state.form;
          if (reason && !complaintReasonsFor(subject).includes(reason as ComplaintReason)) {
            state.form.reason = null;
          }
          if (subject === 'page' || subject === 'service') state.form.conversation_id = null;
        }
      },
      async send(language) {
        const form = { ...state.form };
        const invalid = invalidForm(complaintProblems(form));
        if (invalid) {
          state.problems = { ...invalid.problem.fields };
          return invalid;
        }
        const body: ComplaintRequest = {
          subject: form.subject,
          reason: form.reason as ComplaintReason,
          explanation: form.explanation,
          good_faith: form.good_faith,
          language,
          ...(form.url.trim() ? { url: form.url } : {}),
          ...(form.conversation_id !== null ? { conversation_id: form.conversation_id } : {}),
          ...(form.name.trim() ? { name: form.name } : {}),
          ...(form.email.trim() ? { email: form.email } : {}),
        };
        state.sending = true;
        state.problem = null;
        const result = await attempt(
          async () => (await api.call('complain', { body }, { signal })).reference,
        );
        if (lifetime.ended) return result;
        state.sending = false;
        if (result.ok) state.reference = result.value;
        else if (Object.keys(result.problem.fields).length)
          state.problems = { ...result.problem.fields };
        else state.problem = result.problem;
        return result;
      },
      reset() {
        Object.assign(state, {
          form: emptyForm(),
          problems: {},
          problem: null,
          sending: false,
          reference: null,
        });
      },
    },
    destroy: lifetime.end,
  };
}
