import en from '../en.json';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  createTranslator,
  loadTranslations,
  parseLanguage,
  resolveLanguage,
  t,
} from '../index';

// Labelled, so a 10 KB value does not end up in the test title.
const JUNK: [label: string, value: string][] = [
  ['markup', '<script>alert(1)</script>'],
  ['10 KB', 'x'.repeat(10_000)],
  ['NUL', '%00'],
  ['broken escape', '%E0%A4%A'],
];

describe('parseLanguage', () => {
  it('supports English only, by default', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it.each(['?lang=en', 'lang=en'])('reads %j, with or without "?"', (search) => {
    expect(parseLanguage(search)).toEqual({language: 'en', requested: 'en'});
  });

  it('gives English and no requested value without lang', () => {
    expect(parseLanguage('')).toEqual({language: 'en', requested: null});
    expect(parseLanguage('?code=3')).toEqual({language: 'en', requested: null});
  });

  it.each(['fr', 'EN', 'en-US', ''])('falls back to English for the unsupported value %j', (value) => {
    expect(parseLanguage(`?lang=${value}`)).toEqual({language: 'en', requested: value});
  });

  it.each(JUNK)('falls back to English for junk (%s) without throwing', (_label, value) => {
    expect(parseLanguage(`?lang=${value}`).language).toBe('en');
  });
});

describe('resolveLanguage', () => {
  // The module remembers warned values for the page session, so each test uses its own values.

  it('warns exactly once for the same unsupported value, however often it is resolved', () => {
    const warn = jest.fn();
    expect(resolveLanguage('?lang=de', warn)).toBe('en');
    expect(resolveLanguage('?lang=de', warn)).toBe('en');
    expect(warn.mock.calls).toEqual([['Unsupported language "de" in ?lang=; falling back to "en". Supported: en.']]);
  });

  it('warns exactly once for the same junk value', () => {
    const warn = jest.fn();
    resolveLanguage('?lang=<script>alert(1)</script>', warn);
    resolveLanguage('?lang=<script>alert(1)</script>', warn);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns again for a different unsupported value', () => {
    const warn = jest.fn();
    resolveLanguage('?lang=it', warn);
    resolveLanguage('?lang=nl', warn);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('does not warn for English or for no language', () => {
    const warn = jest.fn();
    expect(resolveLanguage('?lang=en', warn)).toBe('en');
    expect(resolveLanguage('', warn)).toBe('en');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(JUNK)('never throws on junk (%s) and warns once, briefly', (label, value) => {
    const warn = jest.fn();
    // Prefixed per case, so values already warned about in earlier tests still warn here.
    expect(resolveLanguage(`?lang=${label}:${value}`, warn)).toBe('en');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0]).length).toBeLessThan(200);
  });

  it('quotes only the first 40 characters of a long value', () => {
    const warn = jest.fn();
    resolveLanguage(`?lang=${'y'.repeat(10_000)}`, warn);
    expect(warn).toHaveBeenCalledWith(
      `Unsupported language "${'y'.repeat(40)}" in ?lang=; falling back to "en". Supported: en.`,
    );
  });

  it('JSON-escapes control characters instead of printing them', () => {
    const warn = jest.fn();
    resolveLanguage('?lang=nul%00byte', warn);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nul\\u0000byte"'));
  });
});

describe('createTranslator and t', () => {
  it('translates a known key', () => {
    expect(t('settings.title')).toBe('Settings');
    expect(t('errorDecoder.seeAllCodes')).toBe(en['errorDecoder.seeAllCodes']);
  });

  it('shows a missing key as itself and warns once per key', () => {
    const warn = jest.fn();
    const translate = createTranslator({known: 'Known'}, warn);
    expect(translate('missing.key')).toBe('missing.key');
    expect(translate('missing.key')).toBe('missing.key');
    expect(translate('other.key')).toBe('other.key');
    expect(translate('known')).toBe('Known');
    expect(warn.mock.calls).toEqual([
      ['Missing translation for "missing.key" in "en".'],
      ['Missing translation for "other.key" in "en".'],
    ]);
  });

  it('warns through console.warn by default', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(t('no.such.key.anywhere')).toBe('no.such.key.anywhere');
      expect(t('no.such.key.anywhere')).toBe('no.such.key.anywhere');
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('loadTranslations', () => {
  it('loads the English strings', () => {
    expect(loadTranslations('en')).toEqual(en);
  });

  it.each(['fr', 'EN', '../en'])('raises a module-not-found error for the module %j', (name) => {
    expect(() => loadTranslations(name)).toThrow(
      expect.objectContaining({code: 'MODULE_NOT_FOUND', message: `Cannot find translation module "${name}"`}),
    );
  });
});
