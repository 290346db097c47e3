import { lookingForOf } from '@dating/contract/rules';
import {
  loggedOutSearchVisible,
  regionTerm,
  type SearchFilters,
  searchFromQuery,
  searchQueryOf,
  startingSearchFilters,
  trafficSource,
} from '@dating/logic';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveRegion } from '../components/LiveRegion.js';
import { MemberCard } from '../components/MemberCard.js';
import { MemberSearchForm } from '../components/MemberSearchForm.js';
import { Pagination } from '../components/Pagination.js';
import { useBrandTexts } from '../hooks/use-brand-texts.js';
import { Navigate, useLocation, useNavigate } from '../router.js';
import {
  useCatalog,
  useLocale,
  useSearch,
  useSession,
  useSettings,
  useStores,
  useTracking,
} from '../stores-context.js';
import grid from './card-grid.module.css';
import styles from './MembersScreen.module.css';
import { memberCardProps } from './member-card-props.js';
import page from './page.module.css';

/**
 * The members page (`/members`): search filters, the paged results as cards (fictional profiles
 * marked), and empty and error states. Visitors without search rights are sent to /login. The
 * filters and the page live in the address (`?gender=female&country=NL&page=2`): a search can be
 * bookmarked, and reload and Back show the same search. A member's search starts from whom they
 * look for. The region filter shows when the brand searches by region and a country is chosen.
 */
export function MembersScreen() {
  const stores = useStores();
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const session = useSession();
  const tracking = useTracking();
  const search = useSearch();
  const { language } = useLocale();
  const { t } = useTranslation('members');
  const { t: te } = useTranslation('errors');
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();
  const catalog = useCatalog();
  const profile = session.user?.profile;
  const lookingFor = profile ? lookingForOf(profile.gender, profile.sexuality) : null;
  const starting = useMemo(() => startingSearchFilters(lookingFor), [lookingFor]);
  const byRegion = settings.search_fields.includes('countryregion');
  const allowed =
    session.status === 'ready' &&
    loggedOutSearchVisible({
      loggedIn: Boolean(session.user),
      settings,
      trafficSource: trafficSource(tracking),
    });

  // The address holds the search: show it (again only when it changed, e.g. by Back).
  useEffect(() => {
    if (!allowed) return;
    const request = searchFromQuery(location.search, { countries: settings.countries, starting });
    const running = stores.search.actions.open(request);
    void running?.then(() => {
      if (!focusResults.current) return;
      focusResults.current = false;
      resultsHeading.current?.focus();
      resultsHeading.current?.scrollIntoView({ block: 'start' });
    });
  }, [allowed, location.search, settings.countries, starting, stores]);

  useEffect(() => {
    if (allowed && byRegion) void stores.catalog.actions.loadRegions();
  }, [allowed, byRegion, stores]);

  if (session.status !== 'ready') return <p role="status">{t('searching')}</p>;
  if (!allowed)
    return <Navigate to={`/login?redirect=${encodeURIComponent('/members')}`} replace />;

  // A new search or page is a new address (a step in the history); the effect above runs it.
  const show = (filters: SearchFilters, page: number) => {
    const query = `?${searchQueryOf({ filters, page })}`;
    if (query === location.search) void stores.search.actions.goToPage(page);
    else navigate({ search: query });
  };
  const goToPage = (page: number) => {
    focusResults.current = true;
    show(stores.search.state.filters, page);
  };
  const country = search.filters.country;
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
        onSubmit={() => show(stores.search.state.filters, 1)}
        regionFilter={
          byRegion && country
            ? {
                label: t(`region.${regionTerm(country)}`),
                regions: catalog.regions?.[country] ?? [],
              }
            : null
        }
      />
      <section className={styles.results} aria-labelledby="results-title">
        <h2 id="results-title" className={styles.resultsTitle} ref={resultsHeading} tabIndex={-1}>
          {t('results')}
        </h2>
        <p role="status" className={styles.count}>
          {statusText}
        </p>
        <LiveRegion role="alert">
          {search.status === 'error' ? <p className={page.error}>{te('generic')}</p> : null}
        </LiveRegion>
        {search.status === 'ready' && results.length === 0 ? (
          <p className={styles.empty}>{t('noResults')}</p>
        ) : null}
        {results.length > 0 && search.status !== 'error' ? (
          <ul className={grid.grid} aria-busy={search.status === 'loading'}>
            {results.map((profile, index) => (
              <li key={profile.id}>
                <MemberCard
                  {...memberCardProps(profile, settings, brandTexts, index)}
                  href={`/members/${profile.id}`}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <Pagination
          page={search.pageNumber}
          pageCount={search.status === 'error' ? 0 : search.pageCount}
          onPageChange={goToPage}
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
