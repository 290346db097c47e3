import type { ApiProblem } from '@dating/logic';
import { useTranslation } from 'react-i18next';

/**
 * Words a failed call for the member, in the interface language: `problems:<code>` with the
 * problem's minutes and any extra values (e.g. the photo `limit`).
 */
export function useProblemText(): (
  problem: ApiProblem,
  values?: Record<string, unknown>,
) => string {
  const { t } = useTranslation('problems');
  return (problem, values = {}) => t(problem.code, { minutes: problem.minutes ?? 15, ...values });
}
