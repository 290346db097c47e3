import { Button } from './Button.js';
import styles from './Pagination.module.css';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Texts: landmark name, button names and the "Page 2 of 5" status. */
  labels: { navigation: string; previous: string; next: string; status: string };
}

/** Previous / next page buttons with the current position; hidden when there is one page. */
export function Pagination({ page, pageCount, onPageChange, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={labels.navigation}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        {labels.previous}
      </Button>
      <span className={styles.status} aria-current="page">
        {labels.status}
      </span>
      <Button
        variant="secondary"
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
      >
        {labels.next}
      </Button>
    </nav>
  );
}
