import type {RefObject} from 'react';
import type {CopyState} from '@site/src/components/CopyFeedback/useCopyFeedback';

/** What the Copy page button shows: the copy feedback's states (`unavailable`: the Markdown did not load). */
export type CopyPageState = CopyState;

/** What the visitor asked of the control, queued until its code has loaded. */
export type CopyPageAction =
  /** The pointer or focus is on Copy page: fetch the Markdown now, so the copy is immediate. */
  | 'prefetch'
  | 'copy'
  | 'toggle-menu'
  /** Arrow Down / Arrow Up on the menu button: open with the first / last item focused. */
  | 'open-menu-first'
  | 'open-menu-last';

/** The state the always-rendered buttons show. */
export interface CopyPageView {
  copy: CopyPageState;
  menuOpen: boolean;
}

/**
 * Where the buttons pass actions: to the controller once it is mounted, queued until then. The
 * controller takes over the queue when it mounts and gives `handler` back when it unmounts.
 */
export interface CopyPageMailbox {
  pending: CopyPageAction[];
  handler: ((action: CopyPageAction) => void) | null;
}

/** What the control's on-demand part (./CopyPageController) receives from the buttons. */
export interface CopyPageControllerProps {
  /** The page's path; its Markdown is at the same path plus `.md`. */
  pathname: string;
  mailbox: CopyPageMailbox;
  onViewChange: (view: CopyPageView) => void;
  menuId: string;
  menuButtonId: string;
  /** The control's root: a pointer down outside it closes the menu. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** Where focus returns when the menu closes with Esc or an item. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}
