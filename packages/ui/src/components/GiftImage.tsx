import type { Gift } from '@dating/contract/enums';
import type { ReactNode } from 'react';
import styles from './GiftImage.module.css';

// The gifts are drawn here, as small vector pictures: nothing is fetched, every brand shows them
// at any size. Their colours are the pictures' own (a rose is red in every theme).
const DRAWINGS: Record<Gift, ReactNode> = {
  rose: (
    <>
      <path d="M31 30 C30 42 33 52 32 62" stroke="#2f7d32" strokeWidth="3" fill="none" />
      <path d="M32 46 C24 40 18 44 16 48 C22 50 28 50 32 46 Z" fill="#43a047" />
      <path d="M33 52 C40 46 46 49 48 53 C42 55 37 55 33 52 Z" fill="#43a047" />
      <circle cx="32" cy="20" r="14" fill="#c62828" />
      <path d="M22 18 C26 10 38 10 42 18 C38 14 26 14 22 18 Z" fill="#8e1b1b" />
      <path d="M24 24 C28 30 36 30 40 24 C36 27 28 27 24 24 Z" fill="#e53935" />
      <circle cx="32" cy="19" r="4" fill="#8e1b1b" />
    </>
  ),
  heart: (
    <path
      d="M32 56 C14 42 6 32 6 21 C6 13 12 7 20 7 C25 7 29 10 32 14 C35 10 39 7 44 7 C52 7 58 13 58 21 C58 32 50 42 32 56 Z"
      fill="#e53950"
    />
  ),
  chocolates: (
    <>
      <rect x="6" y="16" width="52" height="38" rx="6" fill="#6d4c41" />
      <rect x="10" y="20" width="44" height="30" rx="4" fill="#d7ccc8" />
      <circle cx="21" cy="29" r="6" fill="#4e342e" />
      <circle cx="43" cy="29" r="6" fill="#795548" />
      <circle cx="21" cy="42" r="6" fill="#795548" />
      <circle cx="43" cy="42" r="6" fill="#4e342e" />
      <path d="M28 10 L32 16 L36 10 Z" fill="#c62828" />
    </>
  ),
  champagne: (
    <>
      <path d="M14 8 H30 L28 24 C27 30 17 30 16 24 Z" fill="#ffe082" />
      <path d="M22 29 V50" stroke="#90a4ae" strokeWidth="3" />
      <path d="M14 52 H30" stroke="#90a4ae" strokeWidth="3" strokeLinecap="round" />
      <path d="M34 12 H50 L48 28 C47 34 37 34 36 28 Z" fill="#ffe082" />
      <path d="M42 33 V54" stroke="#90a4ae" strokeWidth="3" />
      <path d="M34 56 H50" stroke="#90a4ae" strokeWidth="3" strokeLinecap="round" />
      <circle cx="20" cy="14" r="1.8" fill="#fff8e1" />
      <circle cx="40" cy="18" r="1.8" fill="#fff8e1" />
      <circle cx="44" cy="23" r="1.4" fill="#fff8e1" />
    </>
  ),
  teddy: (
    <>
      <circle cx="18" cy="14" r="7" fill="#8d6e63" />
      <circle cx="46" cy="14" r="7" fill="#8d6e63" />
      <ellipse cx="32" cy="46" rx="16" ry="14" fill="#8d6e63" />
      <circle cx="32" cy="24" r="14" fill="#a1887f" />
      <ellipse cx="32" cy="29" rx="6" ry="4.5" fill="#d7ccc8" />
      <circle cx="26" cy="21" r="2" fill="#3e2723" />
      <circle cx="38" cy="21" r="2" fill="#3e2723" />
      <circle cx="32" cy="27.5" r="2" fill="#3e2723" />
      <path d="M28 40 L32 44 L36 40 L32 37 Z" fill="#e53935" />
    </>
  ),
  star: (
    <path
      d="M32 5 L39.6 22.4 L58 24.2 L44.2 36.6 L48.2 55 L32 45.4 L15.8 55 L19.8 36.6 L6 24.2 L24.4 22.4 Z"
      fill="#fbc02d"
      stroke="#f57f17"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
};

/** Props of {@link GiftImage}. */
export interface GiftImageProps {
  gift: Gift;
  /** The gift's name, for assistive technology; none where the text beside it says it. */
  label?: string;
}

/** One gift of the catalogue, drawn (64 × 64, scaled to its box). */
export function GiftImage({ gift, label }: GiftImageProps) {
  return (
    <svg
      className={styles.image}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {DRAWINGS[gift]}
    </svg>
  );
}
