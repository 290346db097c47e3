import type { EyeColor, Gender, HairColor } from '@dating/contract/enums';

/** What a demo portrait shows. */
export interface PortraitFace {
  gender: Gender;
  hair: HairColor;
  eyes: EyeColor;
  /** Which of the face variants (skin tone, hair style, glasses, beard). */
  variant: number;
  /** Which photo of that face (background and clothes). */
  shot: number;
}

const HAIR: Record<HairColor, string> = {
  black: '#1f1a17',
  brown: '#5a3825',
  blond: '#d6b266',
  red: '#a4452a',
  grey: '#a3a3a3',
  bald: '#3a2a20',
  other: '#7b4fa0',
};
const EYES: Record<EyeColor, string> = {
  brown: '#6b4226',
  blue: '#3b78b5',
  green: '#4b8b3b',
  grey: '#7d8a92',
  hazel: '#8e6b3a',
};
const SKIN = ['#f5d0b5', '#eac0a0', '#d9a47f', '#c68863', '#a56a45', '#7d4b2e'];
const SHIRTS = [
  '#2f4858',
  '#86bbd8',
  '#f26419',
  '#33658a',
  '#55828b',
  '#9a348e',
  '#e0a458',
  '#3d5a80',
];

/** A stylized, friendly face as SVG (400×500), different for every gender, hair, variant and shot. */
export function portraitSvg(face: PortraitFace): string {
  const seed =
    face.variant * 7 + face.shot * 3 + face.hair.length + (face.gender === 'female' ? 1 : 0);
  const skin = SKIN[(face.variant * 5 + face.hair.length) % SKIN.length] ?? '#e0b090';
  const hair = HAIR[face.hair];
  const shirt = SHIRTS[seed % SHIRTS.length] ?? '#333';
  const hue = (seed * 47 + face.shot * 120) % 360;
  const female = face.gender === 'female';
  const bald = face.hair === 'bald' && !female;
  const glasses = face.variant === 1;
  const beard = !female && face.variant === 2;
  const parts = [
    `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,80%)"/><stop offset="1" stop-color="hsl(${hue},45%,58%)"/></linearGradient></defs>`,
    '<rect width="400" height="500" fill="url(#b)"/>',
    female
      ? `<path d="M108 235 Q96 110 200 92 Q304 110 292 235 L${face.variant === 0 ? '312 430' : '300 360'} Q200 ${face.variant === 0 ? 460 : 390} ${face.variant === 0 ? '88 430' : '100 360'} Z" fill="${hair}"/>`
      : '',
    `<path d="M50 500 Q62 385 200 372 Q338 385 350 500 Z" fill="${shirt}"/>`,
    `<rect x="168" y="295" width="64" height="95" rx="24" fill="${skin}"/>`,
    `<path d="M168 330 Q200 350 232 330 L232 300 L168 300 Z" fill="#000" opacity=".12"/>`,
    `<ellipse cx="117" cy="238" rx="13" ry="22" fill="${skin}"/><ellipse cx="283" cy="238" rx="13" ry="22" fill="${skin}"/>`,
    `<ellipse cx="200" cy="228" rx="84" ry="${female ? 100 : 106}" fill="${skin}"/>`,
    bald
      ? ''
      : female
        ? `<path d="M114 232 Q110 112 200 110 Q290 112 286 232 Q262 150 ${face.variant === 2 ? '200 165 Q150 140 114 232' : '206 150 Q170 190 114 232'} Z" fill="${hair}"/>`
        : `<path d="M116 212 Q108 118 200 114 Q292 118 284 212 Q276 ${face.variant === 1 ? 150 : 165} 200 ${face.variant === 0 ? 150 : 158} Q128 160 116 212 Z" fill="${hair}"/>`,
    `<path d="M150 205 Q165 ${196 - face.shot} 182 205 M218 205 Q235 ${196 - face.shot} 250 205" stroke="${bald ? '#3a2a20' : hair}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    '<ellipse cx="166" cy="232" rx="15" ry="9" fill="#fff"/><ellipse cx="234" cy="232" rx="15" ry="9" fill="#fff"/>',
    `<circle cx="167" cy="232" r="7" fill="${EYES[face.eyes]}"/><circle cx="235" cy="232" r="7" fill="${EYES[face.eyes]}"/>`,
    '<circle cx="167" cy="232" r="3" fill="#111"/><circle cx="235" cy="232" r="3" fill="#111"/>',
    female
      ? '<path d="M150 226 l-8 -5 M250 226 l8 -5" stroke="#111" stroke-width="2.5" stroke-linecap="round"/>'
      : '',
    `<path d="M200 242 Q191 275 199 281 Q206 284 211 279" stroke="#000" stroke-opacity=".25" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    beard
      ? `<path d="M122 255 Q130 330 200 338 Q270 330 278 255 Q262 300 200 302 Q138 300 122 255 Z" fill="${hair}" opacity=".92"/>`
      : '',
    `<path d="M172 ${300 - face.shot * 2} Q200 ${322 + face.shot * 2} 228 ${300 - face.shot * 2}" stroke="${female ? '#b0444f' : '#8a4a44'}" stroke-width="${female ? 8 : 5}" fill="none" stroke-linecap="round"/>`,
    '<ellipse cx="150" cy="272" rx="16" ry="9" fill="#e0707a" opacity=".18"/><ellipse cx="250" cy="272" rx="16" ry="9" fill="#e0707a" opacity=".18"/>',
    glasses
      ? '<g stroke="#2b2b2b" stroke-width="5" fill="none"><rect x="138" y="212" width="56" height="42" rx="14"/><rect x="206" y="212" width="56" height="42" rx="14"/><path d="M194 228 Q200 222 206 228"/></g>'
      : '',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">${parts.join('')}</svg>`;
}
