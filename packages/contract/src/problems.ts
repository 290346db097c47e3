import type { z } from 'zod';
import { FIELD_PROBLEMS, type FieldProblem, type FieldProblems } from './enums.js';

const KNOWN_PROBLEMS: readonly string[] = FIELD_PROBLEMS;

/**
 * Marks a refinement's issue with its field problem code:
 * `.refine(check, problem('too_young'))`, or in a superRefine `{ code: 'custom', ...problem(...) }`.
 */
export function problem(code: FieldProblem): {
  message: string;
  params: { problem: FieldProblem };
} {
  return { message: code, params: { problem: code } };
}

/**
 * The field problem a zod issue stands for. Parse with `reportInput: true` so that a missing value
 * (`required`) is told apart from a value of the wrong type (`invalid`).
 */
export function fieldProblemOf(issue: z.core.$ZodIssue): FieldProblem {
  if ('input' in issue && issue.input === undefined && issue.code !== 'custom') return 'required';
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
      }
      return 'too_small';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set'
        ? 'too_long'
        : 'too_large';
    case 'custom': {
      const code = issue.params?.problem;
      return typeof code === 'string' && KNOWN_PROBLEMS.includes(code)
        ? (code as FieldProblem)
        : 'invalid';
    }
    default:
      return 'invalid';
  }
}

/**
 * The field problems of a failed parse, by top-level field name; an issue of the whole input (or
 * of an element of a top-level array) is reported under `root`. The first issue of a field wins.
 */
export function fieldProblemsOf(error: z.ZodError, root: string): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of error.issues) {
    const [first] = issue.path;
    const field = typeof first === 'string' && issue.code !== 'unrecognized_keys' ? first : root;
    problems[field] ??= fieldProblemOf(issue);
  }
  return problems;
}
