import {isOneOf} from '../utils/isOneOf';
import en from './en.json';

/** Languages the portal is written in; `?lang=` accepts only these. */
export const SUPPORTED_LANGUAGES = ['en'] as const;
/** A language the portal is written in. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** The language of every page whose `?lang=` is missing or unsupported. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Translations of one language: namespaced key (`settings.title`) -> text. */
export type Translations = Readonly<Record<string, string>>;

/** Receives the console warnings of this module; `console.warn` unless a test passes its own. */
export type Warn = (message: string) => void;

const TRANSLATIONS: {readonly [L in Language]: Translations} = {en};

/** Longest part of a visitor-supplied value quoted back in a warning. */
const MAX_QUOTED_LENGTH = 40;

// Looked up at call time, so spies and devtools overrides installed later still see the calls.
const consoleWarn: Warn = (message) => console.warn(message);

/** `value` cut to a readable length and JSON-quoted, so control characters and markup stay inert. */
function quote(value: string): string {
  return JSON.stringify(value.slice(0, MAX_QUOTED_LENGTH));
}

/**
 * The language a query string asks for with `lang`, and the raw value asked for (`null` when
 * there is no `lang`). Accepts the query with or without its leading `?`. Pure and total: any
 * unsupported, empty or junk value gives {@link DEFAULT_LANGUAGE}.
 */
export function parseLanguage(search: string): {language: Language; requested: string | null} {
  let requested: string | null;
  try {
    requested = new URLSearchParams(search).get('lang');
  } catch {
    // URLSearchParams accepts any string today; this guards the "never throws" promise regardless.
    requested = null;
  }
  return {language: isOneOf(SUPPORTED_LANGUAGES, requested) ? requested : DEFAULT_LANGUAGE, requested};
}

// Per page session (module lifetime), so client-side navigation does not repeat a warning.
const warnedLanguages = new Set<string>();

/**
 * Like {@link parseLanguage}, and warns once per page session about each distinct unsupported
 * value. The value is truncated and JSON-quoted in the warning: it comes from the address bar.
 */
export function resolveLanguage(search: string, warn: Warn = consoleWarn): Language {
  const {language, requested} = parseLanguage(search);
  if (requested !== null && requested !== language && !warnedLanguages.has(requested)) {
    warnedLanguages.add(requested);
    warn(
      `Unsupported language ${quote(requested)} in ?lang=; falling back to "${DEFAULT_LANGUAGE}". ` +
        `Supported: ${SUPPORTED_LANGUAGES.join(', ')}.`,
    );
  }
  return language;
}

/** Translates a key; a missing key shows as itself. */
export type Translate = (key: string) => string;

/**
 * A {@link Translate} over `strings` that shows a missing key as itself and warns once per
 * missing key (a missing string is a bug to fix, not a reason to break the page).
 */
export function createTranslator(
  strings: Translations,
  warn: Warn = consoleWarn,
  language: Language = DEFAULT_LANGUAGE,
): Translate {
  const warnedKeys = new Set<string>();
  return function translate(key) {
    const text = strings[key];
    if (text !== undefined) return text;
    if (!warnedKeys.has(key)) {
      warnedKeys.add(key);
      warn(`Missing translation for ${JSON.stringify(key)} in "${language}".`);
    }
    return key;
  };
}

/** Translates a UI string into the site language (English, the only one). */
export const t: Translate = createTranslator(en);

/** The error a `require` of a missing file raises, so callers can treat both alike. */
class ModuleNotFoundError extends Error {
  readonly code = 'MODULE_NOT_FOUND';

  constructor(message: string) {
    super(message);
    this.name = 'ModuleNotFoundError';
  }
}

/**
 * The translations of a language module. Synchronous, because every supported language is
 * bundled with the site. Throws an Error with `code` `MODULE_NOT_FOUND` and the message
 * `Cannot find translation module "<name>"` for any other module name.
 */
export function loadTranslations(language: string): Translations {
  if (!isOneOf(SUPPORTED_LANGUAGES, language)) {
    throw new ModuleNotFoundError(`Cannot find translation module ${JSON.stringify(language)}`);
  }
  return TRANSLATIONS[language];
}
