import { useTranslation } from 'react-i18next';
import { Link } from '../router.js';
import styles from './SiteFooter.module.css';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  brandName: string;
  /** Logged-in members see the account-related pages too (return policy, ban policy). */
  loggedIn: boolean;
  supportEmail: string;
  /** The phone number as dialled and shown (dashes and spaces removed). */
  supportPhone: string;
  /** `copyright` is the design variant with a copyright line. */
  variant?: 'plain' | 'copyright';
  /** The copyright year; the current year when left out. */
  year?: number;
  /**
   * Who runs the brand, shown under the links (the imprint, `/pages/service`, has the rest);
   * left out until the company details are known.
   */
  company?: { name: string; address: string };
  /** The operator's own pages (`/{token}`), by their titles, after the product's pages. */
  ownPages?: readonly { href: string; title: string }[];
}

const VISITOR_LINKS = [
  ['terms', '/pages/terms'],
  ['privacy', '/pages/privacy'],
  ['cookies', '/pages/cookies'],
  ['pricing', '/pricing'],
  ['complaints', '/complaints'],
  ['withdrawal', '/withdrawal'],
  ['faq', '/pages/faq'],
  ['service', '/pages/service'],
] as const;

const MEMBER_LINKS = [
  ['terms', '/pages/terms'],
  ['privacy', '/pages/privacy'],
  ['cookies', '/pages/cookies'],
  ['ban', '/pages/ban'],
  ['pricing', '/pricing'],
  ['complaints', '/complaints'],
  ['returnPolicy', '/pages/return-policy'],
  ['withdrawal', '/withdrawal'],
  ['faq', '/pages/faq'],
  ['service', '/pages/service'],
] as const;

/** The site footer: legal and help pages, support contacts and, in one variant, a copyright line. */
export function SiteFooter({
  brandName,
  loggedIn,
  supportEmail,
  supportPhone,
  variant = 'plain',
  year = new Date().getFullYear(),
  company,
  ownPages = [],
}: SiteFooterProps) {
  const { t } = useTranslation('footer');
  const links = loggedIn ? MEMBER_LINKS : VISITOR_LINKS;
  return (
    <div className={styles.footer}>
      <nav aria-label={t('footerNavigation')}>
        <ul className={styles.links}>
          {links.map(([key, href]) => (
            <li key={key}>
              <Link to={href} className={styles.link}>
                {t(key)}
              </Link>
            </li>
          ))}
          {ownPages.map((page) => (
            <li key={page.href}>
              <Link to={page.href} className={styles.link}>
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.support}>
        <li className={styles.supportTitle}>{t('support')}</li>
        <li>
          <a
            className={styles.link}
            href={`mailto:${supportEmail}`}
            aria-label={t('supportEmail', { email: supportEmail })}
          >
            {supportEmail}
          </a>
        </li>
        {supportPhone ? (
          <li>
            <a
              className={styles.link}
              href={`tel:${supportPhone}`}
              aria-label={t('supportPhone', { phone: supportPhone })}
            >
              {supportPhone}
            </a>
          </li>
        ) : null}
      </ul>
      {company ? (
        <p className={styles.company}>
          {company.address
            ? t('operatedByAt', {
                name: brandName,
                company: company.name,
                address: company.address,
              })
            : t('operatedBy', { name: brandName, company: company.name })}
        </p>
      ) : null}
      {variant === 'copyright' ? (
        <p className={styles.copyright}>{t('copyright', { year, name: brandName })}</p>
      ) : null}
    </div>
  );
}
