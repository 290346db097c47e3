// The form rules that the first page's stores apply (login, signup), in a module of their own:
// the stores load it when a member first sends one of these forms, not with the first paint.
export { loginProblems, signupProblems } from '@dating/contract/rules';
