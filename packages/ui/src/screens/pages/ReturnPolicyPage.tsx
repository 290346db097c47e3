import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link.js';
import { LegalDocument } from './LegalDocument.js';
import styles from './legal.module.css';
import { useLegalPage } from './use-legal-page.js';

/**
 * The return policy (`/pages/return-policy`): the right of withdrawal with the brand's refund
 * period and the way to the withdrawal function (`/withdrawal`), when it ends early (consent to immediate delivery, then credits used), what happens on
 * withdrawal, and the model withdrawal form (EU Directive 2011/83, Annex I B) addressed to the
 * brand's company.
 */
export function ReturnPolicyPage() {
  const { values } = useLegalPage();
  const { t } = useTranslation('returnPolicyPage');
  const footer = useTranslation('footer').t;
  const lines = t('form.lines', { ...values, returnObjects: true }) as string[];
  return (
    <LegalDocument
      namespace="returnPolicyPage"
      values={values}
      sections={[
        {
          id: 'right',
          extra: (
            <p>
              <Link to="/withdrawal" variant="button">
                {footer('withdrawal')}
              </Link>
            </p>
          ),
        },
        { id: 'end' },
        { id: 'effects' },
        {
          id: 'form',
          extra: (
            <div className={styles.form}>
              <p>{t('form.intro')}</p>
              {lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          ),
        },
      ]}
    />
  );
}
