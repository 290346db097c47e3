import { formatSupportPhone } from '@dating/logic';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../components/country-options.js';
import styles from './legal.module.css';
import { useLegalPage } from './use-legal-page.js';

/**
 * Who runs the brand, as the law wants it shown (imprint, privacy policy's controller): company,
 * address, registry number, VAT numbers, trade names and how to reach it. What the brand file
 * leaves out is left out, never shown empty.
 */
export function CompanyDetails() {
  const { settings, company, language } = useLegalPage();
  const supportEmail = settings.support_email;
  const supportPhone = formatSupportPhone(settings.support_phone);
  const { t } = useTranslation('servicePage');
  const list = (values: readonly string[]) =>
    new Intl.ListFormat(language, { type: 'unit' }).format(values);
  const address = [company.address, company.city, countryName(company.country, language)]
    .filter((part) => part.trim() !== '')
    .join(', ');
  const rows: [string, ReactNode][] = [
    ['company', company.name],
    ['address', address],
    ['registry', company.kvk],
    ['vat', list(company.vat_numbers)],
    ['tradeNames', list(company.tradenames)],
    [
      'email',
      <a key="email" href={`mailto:${supportEmail}`}>
        {supportEmail}
      </a>,
    ],
    [
      'phone',
      supportPhone ? (
        <a key="phone" href={`tel:${supportPhone}`}>
          {supportPhone}
        </a>
      ) : (
        ''
      ),
    ],
  ];
  return (
    <dl className={styles.details}>
      {rows
        .filter(([, value]) => value !== '')
        .map(([key, value]) => (
          <Fragment key={key}>
            <dt>{t(`details.${key}`)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
