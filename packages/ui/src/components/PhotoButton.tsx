import { lazy, type ReactNode, Suspense } from 'react';
import styles from './PhotoButton.module.css';
import type { PhotoViewerProps } from './PhotoViewer.js';

// The viewer's code loads when a photo is first opened, not with the page that shows photos.
const PhotoViewer = lazy(() =>
  import('./PhotoViewer.js').then((module) => ({ default: module.PhotoViewer })),
);

/** A photo that opens the photo viewer: the photo (its `img` names the button) as a button. */
export function PhotoButton({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.button} onClick={onOpen}>
      {children}
    </button>
  );
}

/** The photo viewer while `isOpen`, its code fetched the first time it opens. */
export function LazyPhotoViewer(props: PhotoViewerProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <PhotoViewer {...props} />
    </Suspense>
  );
}
