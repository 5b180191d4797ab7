import {useCallback, useEffect, useRef, useState} from 'react';
import {copyText, CopyNotAllowedError} from '@site/src/utils/clipboard';

/**
 * What a copy button shows: nothing yet, success, the not-allowed error, or `unavailable` when the
 * text to copy could not be loaded (a demo's code or a page's Markdown, offline say).
 */
export type CopyState = 'idle' | 'copied' | 'not-allowed' | 'unavailable';

/** Code blocks confirm a copy for 1.2 s, the demo toolbar for 2 s (the design document's constants). */
export const CODE_BLOCK_COPY_FEEDBACK_MS = 1200;
export const DEMO_COPY_FEEDBACK_MS = 2000;

/**
 * A copy action with feedback that lasts `durationMs`. `text` is the text, or a promise of it when
 * it still has to load; pass the string itself when it is at hand, so that the clipboard write
 * happens within the click (Safari requires it). Failures end in the `not-allowed` or `unavailable`
 * state instead of an unhandled rejection: the button shows the error, the page carries on.
 */
export function useCopyFeedback(durationMs: number): {
  state: CopyState;
  copy: (text: string | Promise<string>) => Promise<void>;
} {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string | Promise<string>) => {
      const show = (next: CopyState) => {
        setState(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setState('idle'), durationMs);
      };
      let value: string;
      try {
        // A string is copied without an await first: still within the click.
        value = typeof text === 'string' ? text : await text;
      } catch {
        show('unavailable');
        return;
      }
      try {
        await copyText(value);
      } catch (error) {
        if (!(error instanceof CopyNotAllowedError)) throw error;
        show('not-allowed');
        return;
      }
      show('copied');
    },
    [durationMs],
  );

  return {state, copy};
}
