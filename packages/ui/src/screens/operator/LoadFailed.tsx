import type { ApiProblem } from '@dating/logic';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { useProblemText } from '../../hooks/use-problem-text.js';

/** A part of the back office that did not load: what, why, and trying again. */
export function LoadFailed({
  title,
  problem,
  onRetry,
}: {
  title: string;
  problem: ApiProblem;
  onRetry(): void;
}) {
  const { t } = useTranslation('operator');
  const problemText = useProblemText();
  return (
    <Alert
      tone="danger"
      title={title}
      actions={
        <Button variant="secondary" onPress={onRetry}>
          {t('team.retry')}
        </Button>
      }
    >
      {problemText(problem)}
    </Alert>
  );
}
