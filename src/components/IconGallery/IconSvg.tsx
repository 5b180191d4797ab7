import React, {createElement, type ReactNode} from 'react';
import type {IconDrawing, IconNode} from '@site/plugins/icon-gallery/types';

function renderNode(node: IconNode, key: number): ReactNode {
  if (typeof node === 'string') return <path key={key} d={node} />;
  const [tag, attributes, children] = node;
  return createElement(tag, {key, ...attributes}, children?.map(renderNode));
}

/**
 * An icon drawn from the gallery's data as `@mui/icons-material` draws it (SvgIcon: a 24 × 24
 * viewBox filled with the text colour), decorative: the name beside it says what it is. Without
 * a drawing (its file still loading) it is an empty box of the same size.
 */
export default function IconSvg({drawing, size}: {drawing: IconDrawing | undefined; size: number}): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true">
      {drawing?.map(renderNode)}
    </svg>
  );
}
