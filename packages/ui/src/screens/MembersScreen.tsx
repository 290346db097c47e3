import { loggedOutSearchVisible, trafficSource } from '@dating/logic';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { MemberCard } from '../components/MemberCard.js';
import { MemberSearchForm } from '../components/MemberSearchForm.js';
import { Pagination } from '../components/Pagination.js';
import {
  useLocale,
  useSearch,
  useSession,
  useSettings,
  useStores,
  useTracking,
} from '../stores-context.js';
import styles from './MembersScreen.module.css';
import { memberCardProps } from './member-card-props.js';

/**
 * The members page (`/members`): search filters, the paged results as cards (fictional profiles
 * marked), and empty and error states. Visitors without search rights are sent to /login.
 */
export function MembersScreen() {
  const stores = useStores();
  const settings = useSettings();
  const session = useSession();
  const tracking = useTracking();
  const search = useSearch();
  const { language } = useLocale();
  const { t } = useTranslation('members');
  const { t: te } = useTranslation('errors');
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const allowed =
    session.status === 'ready' &&
    loggedOutSearchVisible({
      loggedIn: Boolean(session.user),
      settings,
      trafficSource: trafficSource(tracking),
    });

  useEffect(() => {
    if (allowed && stores.search.state.status === 'idle') void stores.search.actions.search();
  }, [allowed, stores]);

  if (session.status !== 'ready') return <p role="status">{t('searching')}</p>;
  if (!allowed)
    return <Navigate to={`/login?redirect=${encodeURIComponent('/members')}`} replace />;

  const goToPage = async (page: number) => {
    await stores.search.actions.goToPage(page);
    resultsHeading.current?.focus();
    resultsHeading.current?.scrollIntoView({ block: 'start' });
  };
  const results = search.results ?? [];
  const statusText =
    search.status === 'loading'
      ? t('searching')
      : search.status === 'ready'
        ? t('resultsCount', { count: search.numResults })
        : '';

  return (
    <div className={styles.screen}>
      <title>{`${t('title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('title')}</h1>
      <MemberSearchForm
        values={search.filters}
        countries={settings.countries}
        language={language}
        isSearching={search.status === 'loading'}
        onChange={(changes) => stores.search.actions.setFilters(changes)}
        onSubmit={() => void stores.search.actions.search()}
      />
      <section className={styles.results} aria-labelledby="results-title">
        <h2 id="results-title" className={styles.resultsTitle} ref={resultsHeading} tabIndex={-1}>
          {t('results')}
        </h2>
        <p role="status" className={styles.count}>
          {statusText}
        </p>
        {search.status === 'error' ? (
          <p role="alert" className={styles.error}>
            {te('generic')}
          </p>
        ) : null}
        {search.status === 'ready' && results.length === 0 ? (
          <p className={styles.empty}>{t('noResults')}</p>
        ) : null}
        {results.length > 0 && search.status !== 'error' ? (
          <ul className={styles.grid} aria-busy={search.status === 'loading'}>
            {results.map((profile, index) => (
              <li key={profile.id}>
                <MemberCard {...memberCardProps(profile, settings, index)} />
              </li>
            ))}
          </ul>
        ) : null}
        <Pagination
          page={search.pageNumber}
          pageCount={search.status === 'error' ? 0 : search.pageCount}
          onPageChange={(page) => void goToPage(page)}
          labels={{
            navigation: t('pagination'),
            previous: t('previous'),
            next: t('next'),
            status: t('pageOf', { page: search.pageNumber, pages: search.pageCount }),
          }}
        />
      </section>
    </div>
  );
}
