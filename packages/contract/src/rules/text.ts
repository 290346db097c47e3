// Control characters (Cc: NUL, escape, ...) and format characters (Cf: the bidirectional overrides
// and isolates that can make "gnp.exe" read as "exe.png", and the zero-width characters that make
// two names look alike).
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

/** Whether a text contains control, bidirectional or zero-width characters. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** Whether a text contains a NUL character, which PostgreSQL cannot store in text. */
export function hasNulCharacter(text: string): boolean {
  return text.includes('\u0000');
}
