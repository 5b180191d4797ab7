// DocItem/Content swizzle (wraps): puts Copy page before the page's Markdown, whose first element
// is the title; the control's stylesheet floats it on the title's line (src/components/CopyPage).
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import CopyPage from '@site/src/components/CopyPage';

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
}
