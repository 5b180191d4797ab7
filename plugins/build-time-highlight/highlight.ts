import {createRequire} from 'node:module';
import {normalizeTokens, Prism} from 'prism-react-renderer';
import type {HighlightedLines} from '../../src/highlighting/types';

const require = createRequire(__filename);
const registered = new Set<string>();

/**
 * Adds Prism grammars beyond prism-react-renderer's own set (the site's
 * `themeConfig.prism.additionalLanguages`), as the classic theme does in the browser: Prism's
 * language components extend the `Prism` global, so ours is lent to them while they load.
 */
export function registerLanguages(languages: readonly string[]): void {
  const missing = languages.filter((language) => !registered.has(language));
  if (missing.length === 0) return;
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of missing) {
      require(`prismjs/components/prism-${language}`);
      registered.add(language);
    }
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
}

/**
 * Source highlighted at build time, so the browser needs no Prism for it: lines of
 * `[token types, text]` pairs (types space-separated, as Prism names them; `plain` for untyped
 * text). Adjacent tokens of the same types are merged, and empty lines are `[]`. A language
 * Prism has no grammar for comes out as plain text, as prism-react-renderer shows it.
 * One trailing newline is dropped, as the code block drops it.
 */
export function highlightSource(source: string, language: string): HighlightedLines {
  const code = source.replace(/\r?\n$/, '');
  const grammar = Prism.languages[language];
  const lines = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
  return lines.map((line) => {
    const merged: Array<[string, string]> = [];
    for (const token of line) {
      if (token.empty || token.content === '') continue;
      const types = token.types.join(' ');
      const last = merged[merged.length - 1];
      if (last && last[0] === types) last[1] += token.content;
      else merged.push([types, token.content]);
    }
    return merged;
  });
}
