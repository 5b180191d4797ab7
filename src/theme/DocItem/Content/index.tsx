// DocItem/Content swizzle (wraps): puts Copy page before the page's Markdown, whose first element
// is the title; the control's stylesheet floats it on the title's line (src/components/CopyPage).
// The Markdown is what the search index reads (`data-pagefind-body`, plugins/search-index); a
// `display: contents` wrapper leaves the layout as it was.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import CopyPage from '@site/src/components/CopyPage';

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPage />
      <div data-pagefind-body="" style={{display: 'contents'}}>
        <Content {...props} />
      </div>
    </>
  );
}
