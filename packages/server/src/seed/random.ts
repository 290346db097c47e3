/** A deterministic source of random choices, so the same brand always gets the same demo members. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [minimum, maximum]. */
  integer(minimum: number, maximum: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` different items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** A seeded generator (mulberry32 over a hash of the seed text). */
export function createRandom(seed: string): Random {
  let state = 2166136261;
  for (const character of seed) state = Math.imul(state ^ character.charCodeAt(0), 16777619);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (minimum: number, maximum: number) =>
    minimum + Math.floor(next() * (maximum - minimum + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  };
  return {
    next,
    integer,
    pick,
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index -= 1) {
        const other = integer(0, index);
        [pool[index], pool[other]] = [
          pool[other] as (typeof pool)[number],
          pool[index] as (typeof pool)[number],
        ];
      }
      return pool.slice(0, count);
    },
  };
}
