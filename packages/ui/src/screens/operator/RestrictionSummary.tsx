import type { Restriction } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import styles from './BackOfficeSection.module.css';

/** A date and time in the operator's language. */
export function useDateText(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso) => format.format(new Date(iso));
}

/** A restriction in words: what, until when, the rule, the facts, who decided, and if lifted. */
export function RestrictionSummary({ restriction }: { restriction: Restriction }) {
  const { t } = useTranslation(['operator', 'banPage']);
  const dateText = useDateText();
  return (
    <dl className={styles.summary}>
      <dt>{t('restriction.kind')}</dt>
      <dd>
        {t(`restriction.kinds.${restriction.kind}`)}
        {restriction.ends_at
          ? ` ${t('restriction.until', { date: dateText(restriction.ends_at) })}`
          : ''}
      </dd>
      <dt>{t('restriction.ground')}</dt>
      <dd>{t(`banPage:grounds.${restriction.ground}`)}</dd>
      <dt>{t('restriction.facts')}</dt>
      <dd>{restriction.facts}</dd>
      <dt>{t('restriction.decided')}</dt>
      <dd>
        {t('restriction.decidedBy', {
          name: restriction.decided_by ?? t('restriction.formerOperator'),
          date: dateText(restriction.created_at),
        })}
      </dd>
      {restriction.lifted_at ? (
        <>
          <dt>{t('restriction.lifted')}</dt>
          <dd>{dateText(restriction.lifted_at)}</dd>
        </>
      ) : null}
    </dl>
  );
}
