import {
  type CookieLifetime,
  SITE_COOKIES,
  SITE_STORAGE_KEYS,
  type SiteStorageKeyId,
} from '@dating/contract/enums';
import { useTranslation } from 'react-i18next';
import { LegalDocument } from './LegalDocument.js';
import styles from './legal.module.css';
import { formatPeriod } from './legal-values.js';
import { useLegalPage } from './use-legal-page.js';

/** Entries that end with the signup they belong to; the others stay until the visitor clears them. */
const UNTIL_SIGNUP_ENDS: readonly SiteStorageKeyId[] = ['signupDraft', 'signupProgress'];

/**
 * The cookie policy (`/pages/cookies`): every cookie the site and its server set and every key of
 * the browser's storage it uses, from the one list in the contract (`SITE_COOKIES`,
 * `SITE_STORAGE_KEYS`), with purpose and lifetime. An end-to-end test holds this page against what
 * a visitor's browser keeps after a whole journey.
 */
export function CookiesPage() {
  const { language, values } = useLegalPage();
  const { t } = useTranslation('cookiesPage');
  const lifetime = (period: CookieLifetime) =>
    'days' in period
      ? formatPeriod(period.days, 'day', language)
      : formatPeriod(period.hours, 'hour', language);
  return (
    <LegalDocument
      namespace="cookiesPage"
      values={values}
      contents={false}
      sections={[
        {
          id: 'cookies',
          extra: (
            <table className={styles.table}>
              <caption>{t('tables.cookies.caption', values)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('tables.cookies.name')}</th>
                  <th scope="col">{t('tables.cookies.purpose')}</th>
                  <th scope="col">{t('tables.cookies.lifetime')}</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(SITE_COOKIES).map(([id, cookie]) => (
                  <tr key={id}>
                    <th scope="row">
                      <code>{cookie.name}</code>
                    </th>
                    <td>{t(`purposes.${id}`, values)}</td>
                    <td>{lifetime(cookie.lifetime)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ),
        },
        {
          id: 'storage',
          extra: (
            <table className={styles.table}>
              <caption>{t('tables.storage.caption', values)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('tables.storage.key')}</th>
                  <th scope="col">{t('tables.storage.purpose')}</th>
                  <th scope="col">{t('tables.storage.lifetime')}</th>
                </tr>
              </thead>
              <tbody>
                {(Object.entries(SITE_STORAGE_KEYS) as [SiteStorageKeyId, string][]).map(
                  ([id, key]) => (
                    <tr key={id}>
                      <th scope="row">
                        <code>{key}</code>
                      </th>
                      <td>{t(`purposes.${id}`, values)}</td>
                      <td>
                        {t(
                          UNTIL_SIGNUP_ENDS.includes(id)
                            ? 'tables.storage.untilSignupEnds'
                            : 'tables.storage.untilCleared',
                        )}
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          ),
        },
        { id: 'control' },
      ]}
    />
  );
}
