import {useCallback, useEffect, useRef, useState} from 'react';
import {copyText, CopyNotAllowedError} from '@site/src/utils/clipboard';

/** What a copy button shows: nothing yet, success, or the not-allowed error. */
export type CopyState = 'idle' | 'copied' | 'not-allowed';

/** Code blocks confirm a copy for 1.2 s, the demo toolbar for 2 s (DESIGN.md constants). */
export const CODE_BLOCK_COPY_FEEDBACK_MS = 1200;
export const DEMO_COPY_FEEDBACK_MS = 2000;

/**
 * A copy action with feedback that lasts `durationMs`. Failures end in the `not-allowed` state
 * instead of an unhandled rejection: the button shows the error, the page carries on.
 */
export function useCopyFeedback(durationMs: number): {state: CopyState; copy: (text: string) => Promise<void>} {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      let next: CopyState = 'copied';
      try {
        await copyText(text);
      } catch (error) {
        if (!(error instanceof CopyNotAllowedError)) throw error;
        next = 'not-allowed';
      }
      setState(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setState('idle'), durationMs);
    },
    [durationMs],
  );

  return {state, copy};
}
