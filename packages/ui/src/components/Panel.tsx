import { type ReactNode, useId } from 'react';
import styles from './Panel.module.css';

/** Props of {@link Panel}. */
export interface PanelProps {
  /** The panel's heading, also the accessible name of its region. */
  title: string;
  /** Heading level; 2 by default (panels of a page under its h1). */
  level?: 2 | 3;
  /** The section's id, for in-page links (`#id`). */
  id?: string;
  children: ReactNode;
}

/** A titled region of a page, e.g. one part of the profile settings. */
export function Panel({ title, level = 2, id: sectionId, children }: PanelProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={sectionId} className={styles.panel} aria-labelledby={id}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
