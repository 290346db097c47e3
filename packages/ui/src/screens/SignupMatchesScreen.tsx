import type { Country } from '@dating/contract/enums';
import { lookingForOf } from '@dating/contract/rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/Link.js';
import { MemberCard } from '../components/MemberCard.js';
import { useBrandTexts } from '../hooks/use-brand-texts.js';
import { RequireMember } from '../require-member.js';
import { useSearch, useSession, useSettings, useStores } from '../stores-context.js';
import grid from './card-grid.module.css';
import membersStyles from './MembersScreen.module.css';
import { memberCardProps } from './member-card-props.js';
import styles from './page.module.css';

/**
 * Matches shown after signup (`/signup-matches`): members of the gender the new member looks for,
 * in their country, as cards (fictional profiles marked). The member search keeps these filters.
 */
export function SignupMatchesScreen() {
  const stores = useStores();
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const { user } = useSession();
  const search = useSearch();
  const { t } = useTranslation('signup');
  const gender = user?.profile.gender;
  const sexuality = user?.profile.sexuality;
  const country = user?.profile.country;

  useEffect(() => {
    if (!gender || !sexuality || !country) return;
    const lookingFor = lookingForOf(gender, sexuality);
    stores.search.actions.setFilters({
      gender: lookingFor === 'both' ? undefined : lookingFor,
      country: country as Country,
    });
    void stores.search.actions.search();
  }, [gender, sexuality, country, stores]);

  const results = search.results ?? [];
  return (
    <RequireMember>
      <div className={styles.page}>
        <title>{`${t('matches.title')} | ${settings.name}`}</title>
        <h1 className={styles.title}>{t('matches.title')}</h1>
        <p className={styles.intro}>{t('matches.intro')}</p>
        {search.status === 'ready' && results.length === 0 ? (
          <p className={membersStyles.empty}>{t('matches.none')}</p>
        ) : null}
        {results.length ? (
          <ul className={grid.grid} aria-busy={search.status === 'loading'}>
            {results.map((profile, index) => (
              <li key={profile.id}>
                <MemberCard
                  {...memberCardProps(profile, settings, brandTexts, index)}
                  headingLevel={2}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Link to="/members" variant="button">
            {t('matches.all')}
          </Link>
        </div>
      </div>
    </RequireMember>
  );
}
