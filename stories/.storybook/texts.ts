import type { I18n } from '@dating/ui';

/** Translates a `namespace:key` in the story's language, e.g. `t('navigation:login')`. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The translations a story renders with (the toolbar locale), so that play functions check the
 * texts in whatever language a reviewer picks; tests run in English.
 */
export function textsOf(loaded: Record<string, unknown>): Translate {
  const i18n = loaded.i18n as I18n;
  return (key, options) => String(i18n.t(key, options as never));
}

/** A pattern matching `text` at the start, e.g. the name of a link followed by a badge's words. */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** A pattern matching `text` anywhere. */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
