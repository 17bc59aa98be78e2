/**
 * A game classification's name. The real platform sends an i18n key as a lane classification's
 * displayName (`game_classify_slots`); the fixtures send words. A key is looked up in the locale's
 * `games.classify` (by what follows `game_classify_`), else shown in words made of it; words are
 * shown as they are.
 */
type Translate = (key: string, options: { defaultValue: string }) => string;

const KEY = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

export function classifyLabel(displayName: string, t: Translate): string {
  if (!KEY.test(displayName)) return displayName;
  const name = displayName.replace(/^game_classify_/, '');
  const words = name.replace(/_/g, ' ');
  return t(`games.classify.${name}`, { defaultValue: words.charAt(0).toUpperCase() + words.slice(1) });
}
