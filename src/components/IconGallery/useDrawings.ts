import {useEffect, useState} from 'react';
import type {IconTheme} from '@site/plugins/icon-gallery/iconNames';
import type {IconDrawing, IconDrawings} from '@site/plugins/icon-gallery/types';
import {loadOnce, type LoadOnce} from '@site/src/utils/loadOnce';
import {importDrawings} from './drawingFiles';

/** Drawings files by theme and chunk, kept once loaded: a theme the reader comes back to draws at once. */
const files = new Map<string, LoadOnce<IconDrawings>>();

function drawingsFile(theme: IconTheme, chunk: number): LoadOnce<IconDrawings> {
  const key = `${theme}-${chunk}`;
  let file = files.get(key);
  if (!file) {
    file = loadOnce(() => importDrawings(theme, chunk));
    files.set(key, file);
  }
  return file;
}

/**
 * Loads the drawings files of `chunks` in `theme`, rendering again as each arrives, and returns
 * the lookup of an icon's drawing: undefined until its file has loaded. A file that fails to load
 * (offline, say) leaves its icons blank until the chunks on screen change and it is asked for again.
 */
export function useDrawings(
  theme: IconTheme,
  chunks: readonly number[],
): (name: string, chunk: number) => IconDrawing | undefined {
  const [, setArrivals] = useState(0);
  const key = chunks.join(' ');
  useEffect(() => {
    let mounted = true;
    for (const chunk of key === '' ? [] : key.split(' ').map(Number)) {
      const file = drawingsFile(theme, chunk);
      if (file.loaded()) continue;
      file.get().then(
        () => mounted && setArrivals((count) => count + 1),
        () => {},
      );
    }
    return () => {
      mounted = false;
    };
  }, [theme, key]);
  return (name, chunk) => files.get(`${theme}-${chunk}`)?.loaded()?.[name];
}
