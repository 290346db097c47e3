/** Colours of the drawn portraits: backgrounds, skin tones, hair. */
const BACKGROUNDS = ['#f6d5d9', '#d7e8f6', '#dff1dc', '#f7ebcf', '#e7dcf5', '#d5f0ee'];
const SKIN_TONES = ['#f5d0b5', '#e8b48f', '#c98e63', '#a26a43', '#7a4b2c', '#f1c7a4'];
const HAIR_COLORS = ['#2b1d14', '#5a3a22', '#a7743b', '#d9b26f', '#8c8c8c', '#b5482c'];
const SHIRT_COLORS = ['#c0395b', '#3a6fb0', '#3f8f5a', '#8a4fb3', '#d07a2a', '#2f7f86'];

function pick(list: readonly string[], index: number): string {
  return list[Math.abs(index) % list.length] ?? list[0] ?? '#cccccc';
}

/**
 * A small portrait avatar as an inline SVG `data:` URI, so stories and tests show faces without
 * the network. `variant` picks colours; `long` hair for a feminine silhouette.
 */
export function avatarDataUri(variant: number, options: { long?: boolean } = {}): string {
  // Spread neighbouring variants over unrelated colours (an integer hash with avalanche).
  let hash = Math.imul(Math.floor(variant) + 1, 0x9e3779b1);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  hash = (hash ^ (hash >>> 16)) >>> 0;
  const background = pick(BACKGROUNDS, hash);
  const skin = pick(SKIN_TONES, hash >>> 8);
  const hair = pick(HAIR_COLORS, hash >>> 16);
  const shirt = pick(SHIRT_COLORS, hash >>> 24);
  const hairShape = options.long
    ? `<path d="M58 96c0-34 18-52 42-52s42 18 42 52v58h-18V98H76v56H58z" fill="${hair}"/>`
    : `<path d="M64 90c0-26 15-40 36-40s36 14 36 40c-8-12-20-17-36-17s-28 5-36 17z" fill="${hair}"/>`;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">',
    `<rect width="200" height="200" fill="${background}"/>`,
    `<path d="M30 200c4-40 34-62 70-62s66 22 70 62z" fill="${shirt}"/>`,
    `<rect x="88" y="118" width="24" height="26" rx="8" fill="${skin}"/>`,
    hairShape,
    `<ellipse cx="100" cy="96" rx="32" ry="38" fill="${skin}"/>`,
    options.long
      ? `<path d="M68 86c6-22 20-30 32-30s26 8 32 30c-10-10-20-14-32-14s-22 4-32 14z" fill="${hair}"/>`
      : `<path d="M68 84c4-20 17-28 32-28s28 8 32 28c-9-8-19-12-32-12s-23 4-32 12z" fill="${hair}"/>`,
    '<circle cx="88" cy="96" r="3.5" fill="#2d2d2d"/><circle cx="112" cy="96" r="3.5" fill="#2d2d2d"/>',
    '<path d="M90 114q10 8 20 0" stroke="#8a4b3c" stroke-width="3" fill="none" stroke-linecap="round"/>',
    '</svg>',
  ].join('');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
