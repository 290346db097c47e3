import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './legal.module.css';
import { PageHeader } from './PageHeader.js';

/** The texts of one section of a legal document (`sections.<id>` of its namespace). */
interface SectionTexts {
  heading: string;
  /** Paragraphs before the list. */
  body?: string[];
  /** A bulleted list. */
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

/** Props of {@link LegalDocument}. */
export interface LegalDocumentProps {
  /** The page's translation namespace (`termsPage`, ...): `title`, `intro`, `sections.<id>`. */
  namespace: string;
  /**
   * The sections in reading order: each one's id in the texts, and what the page adds after its
   * texts (`extra`: a table, the company's details, links to other pages).
   */
  sections: readonly { id: string; extra?: ReactNode }[];
  /** What the texts' `{{placeholders}}` stand for (`legalValues`). */
  values: Record<string, string>;
  /** Whether the page names its version date (`version`). */
  versioned?: boolean;
  /** Whether a table of contents comes before the sections. */
  contents?: boolean;
  /** Shown between the introduction and the sections. */
  children?: ReactNode;
}

/**
 * A legal document of the brand (terms, privacy, ban policy, ...): its title, version date and
 * introduction, a table of contents, then each section's heading, paragraphs and list, in the
 * visitor's language, filled with the brand's values. Each section is a landmark named by its
 * heading, reachable from the contents as `#<namespace>-<id>`.
 */
export function LegalDocument({
  namespace,
  sections,
  values,
  versioned = true,
  contents = true,
  children,
}: LegalDocumentProps) {
  const { t } = useTranslation(namespace);
  const { t: tFooter } = useTranslation('footer');
  const texts = sections.map(
    (section) =>
      [
        section,
        t(`sections.${section.id}`, { ...values, returnObjects: true }) as SectionTexts,
      ] as const,
  );
  const anchor = (id: string) => `${namespace}-${id}`;
  return (
    <article className={styles.document}>
      <PageHeader namespace={namespace} values={values} versioned={versioned} />
      {contents ? (
        <nav className={styles.contents} aria-labelledby={anchor('contents')}>
          <h2 id={anchor('contents')} className={styles.contentsTitle}>
            {tFooter('legalNavigation')}
          </h2>
          <ol>
            {texts.map(([section, text]) => (
              <li key={section.id}>
                <a href={`#${anchor(section.id)}`}>{text.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {children}
      {texts.map(([section, text]) => (
        <section
          key={section.id}
          id={anchor(section.id)}
          className={styles.section}
          aria-labelledby={`${anchor(section.id)}-heading`}
        >
          <h2 id={`${anchor(section.id)}-heading`} className={styles.heading}>
            {text.heading}
          </h2>
          {text.body?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {text.items ? (
            <ul>
              {text.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {text.after?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.extra}
        </section>
      ))}
    </article>
  );
}
