import {
  ANONYMOUS_COMPLAINT_REASONS,
  COMPLAINT_EXPLANATION_MAX_LENGTH,
  type ComplaintReason,
  type ComplaintSubject,
  complaintReasonsFor,
  type FieldProblem,
  type FieldProblems,
} from '../enums.js';
import { emailProblem } from './account.js';

/** The notice form of `/complaints` as typed (blank texts are left out when it is sent). */
export interface ComplaintForm {
  subject: ComplaintSubject;
  reason: ComplaintReason | null;
  url: string;
  /** One of the member's own conversations, instead of a link (members only). */
  conversation_id: number | null;
  explanation: string;
  name: string;
  email: string;
  good_faith: boolean;
}

/** Whether a link is a web address (http or https). */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The rules of a notice (EU DSA, Art. 16), the same in the browser before sending and on the
 * server: a reason that fits the subject; a link (or one's own conversation) for anything but a
 * general complaint; an explanation; a name and an e-mail address unless the reason lets the
 * notifier stay anonymous (`ANONYMOUS_COMPLAINT_REASONS`; an address given is still checked);
 * the statement of good faith.
 */
export function complaintProblems(form: ComplaintForm): FieldProblems<keyof ComplaintForm> {
  const problems: FieldProblems<keyof ComplaintForm> = {};
  const add = (field: keyof ComplaintForm, problem: FieldProblem | null) => {
    if (problem && !problems[field]) problems[field] = problem;
  };
  const url = form.url.trim();
  const name = form.name.trim();
  const email = form.email.trim();
  const explanation = form.explanation.trim();
  if (form.reason === null) add('reason', 'required');
  else if (!complaintReasonsFor(form.subject).includes(form.reason)) add('reason', 'invalid');
  if (form.subject !== 'service' && !url && form.conversation_id === null) add('url', 'required');
  if (url && !isWebAddress(url)) add('url', 'invalid');
  if (form.conversation_id !== null && form.subject === 'page') add('conversation_id', 'invalid');
  if (!explanation) add('explanation', 'required');
  if (explanation.length > COMPLAINT_EXPLANATION_MAX_LENGTH) add('explanation', 'too_long');
  const anonymous = form.reason !== null && ANONYMOUS_COMPLAINT_REASONS.includes(form.reason);
  if (!anonymous || email) {
    if (!name) add('name', 'required');
    add('email', emailProblem(email));
  }
  if (!form.good_faith) add('good_faith', 'required');
  return problems;
}
