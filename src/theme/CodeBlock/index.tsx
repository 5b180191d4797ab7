// CodeBlock swizzle (replaces the classic theme's 20-line CodeBlock, reusing its content
// components). Three differences:
// - The original remounts every code block after hydration (`key={String(isBrowser)}`) to apply
//   the dark Prism theme. That re-paints the largest element of many pages after all JavaScript
//   has run, pushing LCP back by seconds. The remount is unnecessary: the colour mode context
//   starts at the server-rendered value and updates in an effect, and React patches the inline
//   token styles on that ordinary re-render.
// - The live-codeblock theme imports its playground (react-live and a transpiler) into every page
//   with a code block; here a ```live block loads it on demand instead.
// - Prism loads with the first code block a page renders (src/components/HighlightedCodeBlock),
//   not with every page: the classic theme registered its languages in a client module, which put
//   Prism in the main bundle (plugins/prism-on-demand turns that module off), and its CodeBlock
//   sits in the chunk every doc page loads. The server renders the highlighted block (the build
//   waits for lazy modules); in the browser the block stays as rendered until Prism has loaded.
import React, {isValidElement, lazy, Suspense, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type {Props} from '@theme/CodeBlock';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));
const HighlightedCodeBlock = lazy(() => import('@site/src/components/HighlightedCodeBlock'));

/** Plain text when the children are only strings (so the block can be copied), else as is. */
function toText(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

function StaticCodeBlock({children, ...props}: Props): ReactNode {
  const content = toText(children);
  if (typeof content !== 'string') {
    return <ElementContent {...props}>{content}</ElementContent>;
  }
  // The fallback is the same box, unhighlighted: seen only on a client-side navigation to the
  // first page with code, for as long as Prism takes to load.
  return (
    <Suspense fallback={<ElementContent {...props}>{content}</ElementContent>}>
      <HighlightedCodeBlock {...props}>{content}</HighlightedCodeBlock>
    </Suspense>
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
