import { PERSONAL_DATA_CATEGORIES } from '@dating/contract/enums';
import { useTranslation } from 'react-i18next';
import { CompanyDetails } from './CompanyDetails.js';
import { LegalDocument } from './LegalDocument.js';
import styles from './legal.module.css';
import { RelatedPages } from './RelatedPages.js';
import { useLegalPage } from './use-legal-page.js';

/**
 * The privacy policy (`/pages/privacy`, GDPR Art. 13): the controller, every kind of personal data
 * the product stores (`PERSONAL_DATA_CATEGORIES`, which a server test holds against every column
 * of the database), purposes and legal bases, retention from the brand's settings, recipients
 * (the brand's payment provider named), rights and how to use them here.
 */
export function PrivacyPage() {
  const { settings, values } = useLegalPage();
  const { t } = useTranslation('privacyPage');
  const pageValues = { ...values, paymentProvider: t(`payment.${settings.payment_provider}`) };
  return (
    <LegalDocument
      namespace="privacyPage"
      values={pageValues}
      sections={[
        {
          id: 'controller',
          extra: <CompanyDetails />,
        },
        {
          id: 'data',
          extra: (
            <dl className={styles.categories}>
              {PERSONAL_DATA_CATEGORIES.map((category) => (
                <div key={category}>
                  <dt>{t(`categories.${category}.name`)}</dt>
                  <dd>{t(`categories.${category}.description`, pageValues)}</dd>
                </div>
              ))}
            </dl>
          ),
        },
        { id: 'sensitive' },
        { id: 'purposes' },
        { id: 'fictional' },
        { id: 'retention' },
        { id: 'recipients' },
        { id: 'rights' },
        { id: 'automated' },
        { id: 'cookies', extra: <RelatedPages pages={['cookies']} /> },
      ]}
    />
  );
}
