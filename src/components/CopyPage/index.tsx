/**
 * "Copy page" beside a doc page's title: copies the page's Markdown (served at its path plus
 * `.md`), with a menu of other ways to use it (view the Markdown, ask ChatGPT or Claude about it).
 * Every doc page renders it, so what the server renders and every page loads is two plain buttons;
 * the code that fetches, copies and runs the menu (./CopyPageController) is a chunk of its own,
 * loaded at the first sign of interest (pointer over or focus in the control, a click) and then
 * mounted beside the buttons. Actions taken before it arrives wait for it, in order.
 */
import React, {useId, useRef, useState, type ReactNode, type KeyboardEvent} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {loadOnce} from '@site/src/utils/loadOnce';
import type {CopyPageAction, CopyPageMailbox, CopyPageState, CopyPageView} from './types';
import styles from './styles.module.css';

const controller = loadOnce(() => import('./CopyPageController').then((module) => module.default));

function copyLabel(state: CopyPageState): string {
  switch (state) {
    case 'copied':
      return translate({id: 'copyPage.copied', message: 'Copied'});
    case 'not-allowed':
      return translate({id: 'copyPage.notAllowed', message: 'Copy not allowed'});
    case 'unavailable':
      return translate({id: 'copyPage.unavailable', message: 'Copy failed, try again'});
    default:
      return translate({id: 'copyPage.copy', message: 'Copy page'});
  }
}

/** Menu button keys that open the menu with an item focused. */
const OPEN_KEYS: Readonly<Record<string, CopyPageAction>> = {
  ArrowDown: 'open-menu-first',
  ArrowUp: 'open-menu-last',
};

export default function CopyPage(): ReactNode {
  const {pathname} = useLocation();
  const [Controller, setController] = useState(() => controller.loaded());
  const [view, setView] = useState<CopyPageView>({copy: 'idle', menuOpen: false});
  const [mailbox] = useState<CopyPageMailbox>(() => ({pending: [], handler: null}));
  const rootRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const menuButtonId = useId();

  const dispatch = (action: CopyPageAction) => {
    if (mailbox.handler) {
      mailbox.handler(action);
      return;
    }
    if (action === 'prefetch' && mailbox.pending.includes(action)) return;
    mailbox.pending.push(action);
    controller.get().then(
      (loaded) => setController(() => loaded),
      () => {
        // Offline, say: the next action tries again; one the visitor asked for says it failed.
        mailbox.pending = [];
        if (action !== 'prefetch') setView((current) => ({...current, copy: 'unavailable'}));
      },
    );
  };
  // Pointer or focus on the control: load its code and the Markdown, so that a copy is immediate.
  const prefetch = () => dispatch('prefetch');

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const action = OPEN_KEYS[event.key];
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  };

  return (
    <div ref={rootRef} className={styles.root} onPointerOver={prefetch} onFocus={prefetch}>
      <button
        type="button"
        className={view.copy === 'idle' || view.copy === 'copied' ? styles.copy : `${styles.copy} ${styles.error}`}
        onClick={() => dispatch('copy')}>
        <span aria-live="polite">{copyLabel(view.copy)}</span>
      </button>
      <button
        ref={menuButtonRef}
        id={menuButtonId}
        type="button"
        className={styles.more}
        aria-label={translate({id: 'copyPage.more', message: 'More ways to use this page'})}
        aria-haspopup="menu"
        aria-expanded={view.menuOpen}
        aria-controls={view.menuOpen ? menuId : undefined}
        onClick={() => dispatch('toggle-menu')}
        onKeyDown={onMenuKeyDown}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="m7 10 5 5 5-5z" />
        </svg>
      </button>
      {Controller && (
        <Controller
          pathname={pathname}
          mailbox={mailbox}
          onViewChange={setView}
          menuId={menuId}
          menuButtonId={menuButtonId}
          rootRef={rootRef}
          menuButtonRef={menuButtonRef}
        />
      )}
    </div>
  );
}
