import {parseLanguage, type Language} from '../i18n';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  parseCodeStyling,
  parseCodeVariant,
  type CodeStyling,
  type CodeVariant,
} from '../preferences/codePreferences';
import {parseColorMode, resolveColorMode, type ResolvedColorMode} from '../preferences/colorMode';
import {readCookie} from '../preferences/cookies';

/**
 * The GA4 user properties of a visitor (design document, "Analytics"). A type alias so that it passes
 * as `GtagParams`.
 */
export type UserProperties = {
  codeVariant: CodeVariant;
  userLanguage: Language;
  devicePixelRatio: number;
  colorScheme: ResolvedColorMode;
  codeStyling: CodeStyling;
};

/** The names of the user properties, in the order they are reported. */
export const USER_PROPERTY_NAMES = [
  'codeVariant',
  'userLanguage',
  'devicePixelRatio',
  'colorScheme',
  'codeStyling',
] as const satisfies readonly (keyof UserProperties)[];

/** Where the user properties are read from: the page's cookies, query, theme and screen. */
export interface UserPropertiesInput {
  /** `document.cookie`. */
  cookie: string;
  /** `location.search` (`?lang=`). */
  search: string;
  /** `<html data-theme>`: the resolved colour, set before first paint. */
  dataTheme: string | null;
  /** `window.devicePixelRatio`. */
  devicePixelRatio: number;
  /** Whether the OS prefers dark: only consulted when `data-theme` is missing or junk. */
  prefersDark: boolean;
}

/** `devicePixelRatio` to two decimals (zoom gives 1.100000023841858); junk gives 1. */
function normalizePixelRatio(ratio: number): number {
  return Number.isFinite(ratio) && ratio > 0 ? Math.round(ratio * 100) / 100 : 1;
}

/**
 * The visitor's user properties, parsed with the same functions the preferences use, so junk
 * cookies report the defaults the visitor actually sees. Code preferences come from their
 * cookies only: a hash link chooses a variant for one page, not for the visitor.
 */
export function readUserProperties({
  cookie,
  search,
  dataTheme,
  devicePixelRatio,
  prefersDark,
}: UserPropertiesInput): UserProperties {
  return {
    codeVariant: parseCodeVariant('', readCookie(cookie, CODE_VARIANT_COOKIE)),
    userLanguage: parseLanguage(search).language,
    devicePixelRatio: normalizePixelRatio(devicePixelRatio),
    // `data-theme` holds light or dark; anything else is resolved like the `system` mode.
    colorScheme: resolveColorMode(parseColorMode(dataTheme), prefersDark),
    codeStyling: parseCodeStyling('', readCookie(cookie, CODE_STYLING_COOKIE)),
  };
}

/**
 * The properties of `next` that differ from `prev` (all of them when there is no `prev`), or
 * undefined when nothing changed, so that a change is sent once and a non-change never.
 */
export function diffUserProperties(
  prev: UserProperties | undefined,
  next: UserProperties,
): Partial<UserProperties> | undefined {
  const changed: Partial<UserProperties> = {};
  let count = 0;
  for (const name of USER_PROPERTY_NAMES) {
    if (prev?.[name] !== next[name]) {
      copyProperty(changed, next, name);
      count += 1;
    }
  }
  return count === 0 ? undefined : changed;
}

// Generic so that TypeScript ties the key to its value type (a union key would not type-check).
function copyProperty<K extends keyof UserProperties>(
  target: Partial<UserProperties>,
  source: UserProperties,
  key: K,
): void {
  target[key] = source[key];
}
