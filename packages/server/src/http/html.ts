/** `value` made safe inside HTML text and quoted attributes: `& < > " '` as character references. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
