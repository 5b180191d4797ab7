// CodeBlock swizzle (replaces the classic theme's 20-line CodeBlock, reusing its content
// components). Three differences:
// - The original remounts every code block after hydration (`key={String(isBrowser)}`) to apply
//   the dark Prism theme. That re-paints the largest element of many pages after all JavaScript
//   has run, pushing LCP back by seconds. The remount is unnecessary: the colour mode context
//   starts at the server-rendered value and updates in an effect, and React patches the inline
//   token styles on that ordinary re-render.
// - The live-codeblock theme imports its playground (react-live and a transpiler) into every page
//   with a code block; here a ```live block loads it on demand instead.
// - Markdown code blocks arrive parsed and highlighted at build time (`tokens`, `language`,
//   `title`... props, see plugins/build-time-highlight), which render without Prism and without
//   Docusaurus's code block parser; any other string block loads that parser on demand.
import React, {isValidElement, lazy, Suspense, useMemo, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type {Props} from '@theme/CodeBlock';
import {buildTimeMetadata} from '@site/src/highlighting/buildTimeMetadata';
import CodeBlockView from '@site/src/highlighting/CodeBlockView';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));
const RuntimeCodeBlock = lazy(() => import('@site/src/highlighting/RuntimeCodeBlock'));

type CodeBlockProps = Props & {live?: boolean; tokens?: string; lineClassNames?: string};

/** Plain text when the children are only strings (so the block can be copied), else as is. */
function toText(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

function StaticCodeBlock({children, tokens, lineClassNames, ...props}: Omit<CodeBlockProps, 'live'>): ReactNode {
  const content = toText(children);
  const {language, className, title, showLineNumbers} = props;
  const built = useMemo(
    () =>
      typeof content === 'string'
        ? buildTimeMetadata({children: content, tokens, language, className, title, showLineNumbers, lineClassNames})
        : undefined,
    [content, tokens, language, className, title, showLineNumbers, lineClassNames],
  );
  if (typeof content !== 'string') {
    return <ElementContent {...props}>{content}</ElementContent>;
  }
  if (built) {
    return <CodeBlockView metadata={built.metadata} lines={built.lines} />;
  }
  // Plain text until the parser has loaded.
  return (
    <Suspense fallback={<ElementContent className={className}>{content}</ElementContent>}>
      <RuntimeCodeBlock {...props}>{content}</RuntimeCodeBlock>
    </Suspense>
  );
}

export default function CodeBlock(props: CodeBlockProps): ReactNode {
  const {live, children, tokens, ...rest} = props;
  // Live code must be text: anything else renders as a plain block.
  if (!live || typeof children !== 'string') {
    return (
      <StaticCodeBlock tokens={tokens} {...rest}>
        {children}
      </StaticCodeBlock>
    );
  }
  return (
    <Suspense
      fallback={
        <StaticCodeBlock tokens={tokens} {...rest}>
          {children}
        </StaticCodeBlock>
      }>
      <LiveCodeBlock {...rest}>{children}</LiveCodeBlock>
    </Suspense>
  );
}
