// CodeBlock swizzle (replaces the classic theme's 20-line CodeBlock, reusing its content
// components). Two differences:
// - The original remounts every code block after hydration (`key={String(isBrowser)}`) to apply
//   the dark Prism theme. That re-paints the largest element of many pages after all JavaScript
//   has run, pushing LCP back by seconds. The remount is unnecessary: the colour mode context
//   starts at the server-rendered value and updates in an effect, and React patches the inline
//   token styles on that ordinary re-render.
// - The live-codeblock theme imports its playground (react-live and a transpiler) into every page
//   with a code block; here a ```live block loads it on demand instead.
// - It registers Prism's extra languages (the classic theme does it in a client module, which put
//   Prism in every page's main bundle; plugins/prism-on-demand turns that module off).
import React, {isValidElement, lazy, Suspense, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {Prism} from 'prism-react-renderer';

prismIncludeLanguages(Prism);

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

/** Plain text when the children are only strings (so the block can be copied), else as is. */
function toText(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

function StaticCodeBlock({children, ...props}: Props): ReactNode {
  const content = toText(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}

export default function CodeBlock(props: Props & {live?: boolean}): ReactNode {
  const {live, children, ...rest} = props;
  // Live code must be text: anything else renders as a plain block.
  if (!live || typeof children !== 'string') {
    return <StaticCodeBlock {...rest}>{children}</StaticCodeBlock>;
  }
  return (
    <Suspense fallback={<StaticCodeBlock {...rest}>{children}</StaticCodeBlock>}>
      <LiveCodeBlock {...rest}>{children}</LiveCodeBlock>
    </Suspense>
  );
}
