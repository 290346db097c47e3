import { useTranslation } from 'react-i18next';
import { Link } from '../../router.js';
import styles from './legal.module.css';

/** The pages a legal text refers to, by their footer label. */
const RELATED_PAGES = {
  terms: '/pages/terms',
  privacy: '/pages/privacy',
  cookies: '/pages/cookies',
  ban: '/pages/ban',
  faq: '/pages/faq',
  returnPolicy: '/pages/return-policy',
  service: '/pages/service',
  pricing: '/pricing',
} as const;

/** Links to the pages a section refers to, named as in the footer. */
export function RelatedPages({ pages }: { pages: readonly (keyof typeof RELATED_PAGES)[] }) {
  const { t } = useTranslation('footer');
  return (
    <ul className={styles.related}>
      {pages.map((page) => (
        <li key={page}>
          <Link to={RELATED_PAGES[page]}>{t(page)}</Link>
        </li>
      ))}
    </ul>
  );
}
