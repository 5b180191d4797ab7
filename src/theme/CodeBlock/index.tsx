// CodeBlock swizzle (wraps the classic theme's CodeBlock, @theme-init): the live-codeblock theme
// imports its playground (react-live and a transpiler) into every page with a code block; here
// a ```live block loads it on demand instead, and other blocks never pay for it.
import React, {lazy, Suspense, type ReactNode} from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

export default function CodeBlockWrapper(props: Props & {live?: boolean}): ReactNode {
  const {live, children, ...rest} = props;
  // Live code must be text: anything else renders as a plain block.
  if (!live || typeof children !== 'string') {
    return <CodeBlock {...rest}>{children}</CodeBlock>;
  }
  return (
    <Suspense fallback={<CodeBlock {...rest}>{children}</CodeBlock>}>
      <LiveCodeBlock {...rest}>{children}</LiveCodeBlock>
    </Suspense>
  );
}
