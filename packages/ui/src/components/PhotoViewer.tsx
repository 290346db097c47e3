import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { type PointerEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import styles from './PhotoViewer.module.css';
import { VisuallyHidden } from './VisuallyHidden.js';

/** One photo of the viewer: its full-size address and its text alternative. */
export interface ViewerPhoto {
  src: string;
  alt: string;
}

/** Props of {@link PhotoViewer}. */
export interface PhotoViewerProps {
  /** The photos, in order; the viewer opens at `startIndex`. */
  photos: readonly ViewerPhoto[];
  startIndex?: number;
  /** The viewer's name ("Photos of Anna"), its dialog's title. */
  title: string;
  isOpen: boolean;
  onClose: () => void;
}

/** How far a finger or the mouse travels sideways before it counts as a swipe to the next photo. */
const SWIPE_MIN_PX = 48;

/** How much a double tap (or the zoom button) enlarges the photo. */
const ZOOM = 2.5;

/**
 * The photos of a profile or a conversation, one at a time over the whole screen: swipe or the
 * arrow keys (and the buttons) move between them, a double tap or the zoom button enlarges the
 * photo where it was tapped (then dragging or scrolling moves around it; a pinch zooms as the
 * browser does), Escape or the close button ends it and focus goes back to what opened it. Screen
 * readers hear which photo of how many is shown.
 */
export function PhotoViewer({ photos, startIndex = 0, title, isOpen, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('common');
  const [index, setIndex] = useState(startIndex);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const swipeFrom = useRef<number | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const count = photos.length;
  const shown = Math.min(Math.max(index, 0), count - 1);
  const photo = photos[shown];

  const go = (step: number) => {
    const next = shown + step;
    if (next < 0 || next >= count) return;
    setZoom(null);
    setIndex(next);
  };
  const toggleZoom = (x = 50, y = 50) => setZoom((current) => (current ? null : { x, y }));

  // Zoomed in: the tapped point in the middle of the screen, the rest a scroll or drag away.
  useLayoutEffect(() => {
    const box = stage.current;
    if (!box || !zoom) return;
    box.scrollLeft = (zoom.x / 100) * box.scrollWidth - box.clientWidth / 2;
    box.scrollTop = (zoom.y / 100) * box.scrollHeight - box.clientHeight / 2;
  }, [zoom]);

  // The arrow keys move between the photos wherever the focus is in the viewer.
  const step = useRef(go);
  step.current = go;
  useEffect(() => {
    if (!isOpen) return undefined;
    const keyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowLeft') step.current(-1);
      else if (event.key === 'ArrowRight') step.current(1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', keyDown);
    return () => window.removeEventListener('keydown', keyDown);
  }, [isOpen]);
  const pointerDown = (event: PointerEvent) => {
    swipeFrom.current = zoom ? null : event.clientX;
  };
  const pointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const moved = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(moved) >= SWIPE_MIN_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.bar}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <p className={styles.position} aria-live="polite">
              {t('photoViewer.position', { number: shown + 1, count })}
            </p>
            <Button
              className={styles.button}
              onPress={() => toggleZoom()}
              aria-label={zoom ? t('photoViewer.zoomOut') : t('photoViewer.zoomIn')}
            >
              {zoom ? <ZoomOut aria-hidden="true" /> : <ZoomIn aria-hidden="true" />}
            </Button>
            <Button className={styles.button} slot="close" aria-label={t('photoViewer.close')}>
              <X aria-hidden="true" />
            </Button>
          </div>
          <div
            ref={stage}
            className={styles.stage}
            data-zoomed={zoom ? '' : undefined}
            onPointerDown={pointerDown}
            onPointerUp={pointerUp}
            onPointerCancel={() => {
              swipeFrom.current = null;
            }}
          >
            {photo ? (
              <img
                key={photo.src}
                className={styles.photo}
                src={photo.src}
                alt={photo.alt}
                draggable={false}
                style={zoom ? { width: `${ZOOM * 100}%` } : undefined}
                onDoubleClick={(event) => {
                  const box = event.currentTarget.getBoundingClientRect();
                  toggleZoom(
                    ((event.clientX - box.left) / box.width) * 100,
                    ((event.clientY - box.top) / box.height) * 100,
                  );
                }}
              />
            ) : null}
          </div>
          {count > 1 ? (
            <div className={styles.steps}>
              <Button
                className={styles.button}
                onPress={() => go(-1)}
                isDisabled={shown === 0}
                aria-label={t('photoViewer.previous')}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button
                className={styles.button}
                onPress={() => go(1)}
                isDisabled={shown === count - 1}
                aria-label={t('photoViewer.next')}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          ) : null}
          <VisuallyHidden>{t('photoViewer.hint')}</VisuallyHidden>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
