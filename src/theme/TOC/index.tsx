// TOC swizzle (wraps): the docs' ad slot (house promotions) sits below the table of contents.
import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import AdSlot from '@site/src/components/AdSlot';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <>
      <TOC {...props} />
      <AdSlot />
    </>
  );
}
