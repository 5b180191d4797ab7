import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';

/** How a highlighted code block is coloured: the block itself, and each token by its types. */
export interface TokenStyles {
  /** Colour and background of the block (the theme's `plain`). */
  block: CSSProperties;
  /** Style of a token whose types are `types` (space-separated); undefined for plain text. */
  token: (types: string) => CSSProperties | undefined;
}

/**
 * The styles prism-react-renderer would give tokens, computed from the site's Prism theme (so
 * demo code and the other code blocks look alike): entries for other languages are skipped, a
 * token of several types merges their styles in order, and `plain` text takes the block's colour.
 */
export function createTokenStyles(theme: PrismTheme, language: string): TokenStyles {
  const byType = new Map<string, CSSProperties>();
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) {
      byType.set(type, {...byType.get(type), ...(entry.style as CSSProperties)});
    }
  }
  const cache = new Map<string, CSSProperties | undefined>();
  return {
    block: theme.plain as CSSProperties,
    token(types) {
      if (!cache.has(types)) {
        const styles = types
          .split(' ')
          .filter((type) => type !== 'plain')
          .map((type) => byType.get(type))
          .filter((style): style is CSSProperties => style !== undefined);
        cache.set(types, styles.length === 0 ? undefined : Object.assign({}, ...styles));
      }
      return cache.get(types);
    },
  };
}
