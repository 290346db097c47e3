import { useTranslation } from 'react-i18next';
import styles from './legal.module.css';
import { PageHeader } from './PageHeader.js';
import { RelatedPages } from './RelatedPages.js';
import { useLegalPage } from './use-legal-page.js';

/** The questions in the order the page asks them (`questions.<id>` of the `faqPage` texts). */
const QUESTIONS = [
  'cost',
  'premium',
  'freeConversations',
  'photos',
  'fictional',
  'confirmation',
  'password',
  'invisible',
  'block',
  'delete',
  'refund',
  'contact',
] as const;

/**
 * Frequently asked questions (`/pages/faq`): each answer computed from the brand's settings and
 * the product's rules (prices in credits, free conversations, visible photos, the reactivation
 * and refund periods), never a figure typed into a translation.
 */
export function FaqPage() {
  const { values } = useLegalPage();
  const { t } = useTranslation('faqPage');
  return (
    <article className={styles.document}>
      <PageHeader namespace="faqPage" values={values} />
      {QUESTIONS.map((id) => (
        <section key={id} className={styles.question} aria-labelledby={`faq-${id}`}>
          <h2 id={`faq-${id}`}>{t(`questions.${id}.question`, values)}</h2>
          <p>{t(`questions.${id}.answer`, values)}</p>
        </section>
      ))}
      <RelatedPages pages={['pricing', 'terms', 'returnPolicy', 'service']} />
    </article>
  );
}
