import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {createTokenStyles} from '@site/src/highlighting/tokenStyles';
import type {HighlightedLines} from '@site/src/highlighting/types';
import styles from './styles.module.css';

/**
 * Demo source as highlighted at build time: no Prism in the browser. Colours come from the
 * site's Prism theme of the current colour mode, like every other code block.
 */
export default function HighlightedCode({
  lines,
  language,
}: {
  lines: HighlightedLines;
  language: 'tsx' | 'jsx';
}): ReactNode {
  const theme = usePrismTheme();
  const tokenStyles = useMemo(() => createTokenStyles(theme, language), [theme, language]);
  return (
    // Focusable, so keyboard users can scroll long code (and so focusing it starts the editor).
    <pre
      className={clsx('prism-code', `language-${language}`, styles.highlighted)}
      style={tokenStyles.block}
      tabIndex={0}>
      <code>
        {lines.map((line, lineIndex) => (
          // Lines and tokens never move: their index is their identity.
          <span key={lineIndex} className="token-line">
            {line.map(([types, text], tokenIndex) => (
              <span key={tokenIndex} className={`token ${types}`} style={tokenStyles.token(types)}>
                {text}
              </span>
            ))}
            {'\n'}
          </span>
        ))}
      </code>
    </pre>
  );
}
