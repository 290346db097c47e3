/** Levenshtein edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known word closest to `word`, when it is close enough to be a likely misspelling: at most
 * a third of the word's length in edits, rounded up (at most 3). Case and dashes are ignored.
 */
export function closestMatch(word: string, known: readonly string[]): string | undefined {
  const normalize = (value: string) => value.toLowerCase().replace(/[-\s]/g, '_');
  const limit = Math.min(3, Math.max(1, Math.ceil(word.length / 3)));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(normalize(word), normalize(candidate));
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}
