import {normalizeTokens, Prism} from 'prism-react-renderer';
import type {HighlightedLines} from '../../src/components/Demo/types';

/**
 * Demo source highlighted at build time, so that pages whose only code is in demos never load
 * Prism: lines of `[token types, text]` pairs (types space-separated, as Prism names them; `plain`
 * for untyped text). Adjacent tokens of the same types are merged, and empty lines are `[]`.
 */
export function highlightSource(source: string, language: 'tsx' | 'jsx'): HighlightedLines {
  const grammar = Prism.languages[language];
  if (!grammar) throw new Error(`Prism has no grammar for ${language}`);
  const lines = normalizeTokens(Prism.tokenize(source.replace(/\n$/, ''), grammar));
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
