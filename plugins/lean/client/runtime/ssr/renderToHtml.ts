import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';

/**
 * Docusaurus's `renderToHtml` (@docusaurus/core/lib/client/renderToHtml.js, which takes no
 * options), with every Suspense boundary written in place. React 19.2 writes a boundary whose
 * HTML is larger than `progressiveChunkSize` (12,800 bytes by default) after the rest of the page,
 * as a hidden element that an inline script moves into place, even when nothing in it waited:
 * readers without JavaScript would see the fallback, and the move is a layout shift. A static
 * page is written once, whole, so no boundary needs to arrive in stages.
 */
export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
