// CodeBlock/Content swizzle (wraps, lazily): a block highlighted at build time
// (plugins/build-time-highlight) renders its tokens with the site's Prism theme, and the browser
// loads no Prism for it. Any other block (JSX code blocks, or code whose magic comments changed
// its lines) shows unhighlighted until the original content component, with Prism, has loaded.
import React, {lazy, Suspense, useCallback, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import type {LineInputProps, LineOutputProps, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import {useBuildTimeTokens} from '@site/src/highlighting/buildTimeTokens';
import {plainLines, textOf, toPrismLine} from '@site/src/highlighting/lines';
import {createTokenStyles} from '@site/src/highlighting/tokenStyles';
import type {HighlightedLines} from '@site/src/highlighting/types';
// The original content's own styles, so both render the same box.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

const PrismContent = lazy(() => import('@site/src/components/HighlightedCodeBlock'));

function StaticContent({lines, className}: {lines: HighlightedLines; className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {language, lineNumbersStart, lineClassNames} = metadata;
  const theme = usePrismTheme();
  const tokenStyles = useMemo(() => createTokenStyles(theme, language), [theme, language]);
  // Colour mode changes re-render the block: the lines stay the same objects.
  const prismLines = useMemo(() => lines.map(toPrismLine), [lines]);
  // The same line and token props prism-react-renderer's <Highlight> gives the classic theme's lines.
  const getLineProps = useCallback(
    ({className: lineClassName, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
      ...rest,
      className: clsx('token-line', lineClassName),
      style: {...tokenStyles.block, ...style},
    }),
    [tokenStyles],
  );
  const getTokenProps = useCallback(
    ({className: tokenClassName, style, token, ...rest}: TokenInputProps): TokenOutputProps => ({
      ...rest,
      className: clsx('token', ...token.types, tokenClassName),
      children: token.content,
      style: {
        ...(token.empty ? {display: 'inline-block'} : undefined),
        ...tokenStyles.token(token.types.join(' ')),
        ...style,
      },
    }),
    [tokenStyles],
  );
  const numbered = lineNumbersStart !== undefined;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Focusable, so keyboard users can scroll a long line.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={tokenStyles.block}>
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}>
        {prismLines.map((line, index) => (
          // Lines never move: their index is their identity.
          <Line
            key={index}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[index]}
            showLineNumbers={numbered}
          />
        ))}
      </code>
    </pre>
  );
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const tokens = useBuildTimeTokens();
  const {metadata} = useCodeBlockContext();
  // Tokens apply only to the exact code they were made from.
  if (tokens && textOf(tokens) === metadata.code) {
    return <StaticContent lines={tokens} className={className} />;
  }
  return (
    <Suspense fallback={<StaticContent lines={plainLines(metadata.code)} className={className} />}>
      <PrismContent className={className} />
    </Suspense>
  );
}
