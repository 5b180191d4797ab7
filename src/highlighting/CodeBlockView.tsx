// A code block from its metadata: the classic theme's layout (title, buttons, content), and the
// build-time tokens, if any, for src/theme/CodeBlock/Content.
import React, {type ReactNode} from 'react';
import {CodeBlockContextProvider, useCodeWordWrap, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {BuildTimeTokensContext} from './buildTimeTokens';
import type {HighlightedLines} from './types';

export default function CodeBlockView({
  metadata,
  lines,
}: {
  metadata: CodeBlockMetadata;
  lines?: HighlightedLines;
}): ReactNode {
  const wordWrap = useCodeWordWrap();
  return (
    <BuildTimeTokensContext.Provider value={lines}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </BuildTimeTokensContext.Provider>
  );
}
