// A code block whose metadata was not worked out at build time (magic comments, line ranges, a
// `<CodeBlock>` in JSX): Docusaurus's own parser makes it, as the classic theme's
// CodeBlock/Content/String does. src/theme/CodeBlock loads this module on demand, and with it the
// parser (plugins/build-time-highlight explains the `?runtime` copy).
import React, {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock';
import {createCodeBlockMetadata} from 'docusaurus-code-block-utils?runtime';
import CodeBlockView from './CodeBlockView';

export default function RuntimeCodeBlock(props: Props & {children: string}): ReactNode {
  const {prism} = useThemeConfig();
  const {children, className, metastring, language, title, showLineNumbers} = props;
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  return <CodeBlockView metadata={metadata} />;
}
