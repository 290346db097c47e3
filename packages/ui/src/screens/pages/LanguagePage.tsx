import { COUNTRY_LANGUAGES, type Country, LANGUAGES } from '@dating/contract/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.js';
import { countryName } from '../../components/country-options.js';
import { LiveRegion } from '../../components/LiveRegion.js';
import { useLocale, useSettings, useStores } from '../../stores-context.js';
import styles from './legal.module.css';
import { PageHeader } from './PageHeader.js';

/**
 * The brand's languages by country (`/lang-config`): under each of the brand's countries the
 * languages spoken there that the brand offers, then any other language it offers. Choosing one
 * follows the rule of the locale menu (`setLanguage`: the locale cookie, and the account of a
 * member who is logged in); the chosen language is marked as current.
 */
export function LanguagePage() {
  const stores = useStores();
  const settings = useSettings();
  const { language, available } = useLocale();
  const { t } = useTranslation('langConfigPage');
  const [changed, setChanged] = useState(false);
  const values = { brandName: settings.name, domain: settings.domain };
  // In the country's own order: its most spoken language first.
  const offered = (codes: readonly string[]) =>
    codes.flatMap((code) =>
      LANGUAGES.filter((option) => option.code === code && available.includes(option.code)),
    );
  const groups = settings.countries.map((country) => ({
    id: country,
    name: countryName(country, language),
    options: offered(COUNTRY_LANGUAGES[country as Country] ?? []),
  }));
  const grouped = new Set(groups.flatMap((group) => group.options.map((option) => option.code)));
  const others = LANGUAGES.filter(
    (option) => available.includes(option.code) && !grouped.has(option.code),
  );
  const sections = [
    ...groups.filter((group) => group.options.length),
    ...(others.length ? [{ id: 'other', name: t('otherLanguages'), options: others }] : []),
  ];
  const current = LANGUAGES.find((option) => option.code === language);
  return (
    <article className={styles.document}>
      <PageHeader namespace="langConfigPage" values={values} />
      <LiveRegion>
        {changed && current ? (
          <p>{t('changed', { ...values, language: current.nativeName })}</p>
        ) : null}
      </LiveRegion>
      {sections.map((section) => (
        <section
          key={section.id}
          className={styles.section}
          aria-labelledby={`languages-${section.id}`}
        >
          <h2 id={`languages-${section.id}`} className={styles.heading}>
            {section.name}
          </h2>
          <ul className={styles.related}>
            {section.options.map((option) => (
              <li key={option.code}>
                <Button
                  variant={option.code === language ? 'primary' : 'secondary'}
                  lang={option.code}
                  aria-pressed={option.code === language}
                  onPress={() => {
                    setChanged(true);
                    void stores.locale.actions.setLanguage(option.code);
                  }}
                >
                  {option.nativeName}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
