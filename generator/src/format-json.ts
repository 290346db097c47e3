const isContainer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null;

/** JSON on one line, spaced the way Biome and Prettier print it: `{ "a": 1 }`, `["NL", "BE"]`. */
function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (isContainer(value)) {
    const entries = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}: ${oneLine(item)}`,
    );
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

/**
 * Pretty-prints JSON as Biome formats it (2 spaces, 100 columns): the top-level object one field
 * per line, anything else on one line when it fits, so a brand.json written by `new` passes
 * `biome check` unchanged.
 */
export function formatJson(value: unknown, width = 100): string {
  const print = (item: unknown, indent: string, prefix: string, top: boolean): string => {
    const flat = oneLine(item);
    const empty = flat === '{}' || flat === '[]';
    if (
      !isContainer(item) ||
      empty ||
      (!top && indent.length + prefix.length + flat.length + 1 <= width)
    ) {
      return flat;
    }
    const inner = `${indent}  `;
    const lines = Array.isArray(item)
      ? item.map((element) => `${inner}${print(element, inner, '', false)}`)
      : Object.entries(item).map(([key, element]) => {
          const label = `${JSON.stringify(key)}: `;
          return `${inner}${label}${print(element, inner, label, false)}`;
        });
    const [open, close] = Array.isArray(item) ? ['[', ']'] : ['{', '}'];
    return `${open}\n${lines.join(',\n')}\n${indent}${close}`;
  };
  return `${print(value, '', '', true)}\n`;
}
