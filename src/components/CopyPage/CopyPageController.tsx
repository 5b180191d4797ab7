/**
 * The on-demand part of Copy page (see ./index.tsx): fetches and copies the page's Markdown with
 * the site's copy feedback, and renders and runs the menu (WAI-ARIA menu button pattern: arrows,
 * Home and End move, Esc closes and gives focus back to the button, Tab and a click elsewhere close).
 */
import React, {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DEMO_COPY_FEEDBACK_MS, useCopyFeedback} from '@site/src/components/CopyFeedback/useCopyFeedback';
import {loadOnce} from '@site/src/utils/loadOnce';
import {getAbsoluteUrl, getAiChatUrl, getMarkdownPath, type AiChat} from './markdownLinks';
import {nextMenuIndex} from './menuNavigation';
import {fetchPageMarkdown} from './pageMarkdown';
import type {CopyPageAction, CopyPageControllerProps} from './types';
import styles from './styles.module.css';

/** Which item gets focus when the menu opens. */
type MenuFocus = 'first' | 'last';

function ChatLink({
  chat,
  markdownUrl,
  label,
  onChoose,
}: {
  chat: AiChat;
  markdownUrl: string;
  label: string;
  onChoose: () => void;
}) {
  return (
    <a
      role="menuitem"
      tabIndex={-1}
      className={styles.item}
      href={getAiChatUrl(chat, markdownUrl)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onChoose}>
      {label}
      <span className="visually-hidden">{translate({id: 'copyPage.newTab', message: ' (opens in a new tab)'})}</span>
    </a>
  );
}

export default function CopyPageController({
  pathname,
  mailbox,
  onViewChange,
  menuId,
  menuButtonId,
  rootRef,
  menuButtonRef,
}: CopyPageControllerProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const markdownPath = getMarkdownPath(pathname);
  const markdown = useMemo(() => loadOnce(() => fetchPageMarkdown(markdownPath)), [markdownPath]);
  // A labelled copy button, as in the demo toolbar: the same labels, for as long.
  const {state: copyState, copy} = useCopyFeedback(DEMO_COPY_FEEDBACK_MS);
  const [menu, setMenu] = useState<MenuFocus | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const closeMenu = useCallback(
    (returnFocus: boolean) => {
      setMenu(null);
      if (returnFocus) menuButtonRef.current?.focus();
    },
    [menuButtonRef],
  );

  // Fetched already (the pointer was on the button): the text itself, so the copy happens within
  // the click, which browsers that tie clipboard writes to a user gesture (Safari) require.
  const copyPage = () => void copy(markdown.loaded() ?? markdown.get());

  const run = (action: CopyPageAction) => {
    switch (action) {
      case 'prefetch':
        if (!markdown.started()) {
          markdown.get().catch(() => {
            // Reported if the visitor copies: the copy fetches again.
          });
        }
        break;
      case 'copy':
        setMenu(null);
        copyPage();
        break;
      case 'toggle-menu':
        setMenu((open) => (open ? null : 'first'));
        break;
      case 'open-menu-first':
        setMenu('first');
        break;
      case 'open-menu-last':
        setMenu('last');
        break;
    }
  };

  // The buttons' actions come here from now on, starting with those that waited for this code.
  useLayoutEffect(() => {
    mailbox.handler = run;
    for (const action of mailbox.pending.splice(0)) run(action);
  });
  useLayoutEffect(
    () => () => {
      mailbox.handler = null;
    },
    [mailbox],
  );

  useEffect(() => onViewChange({copy: copyState, menuOpen: menu !== null}), [onViewChange, copyState, menu]);

  useEffect(() => {
    if (menu === null) return undefined;
    const items = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    items?.[menu === 'first' ? 0 : items.length - 1]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeMenu(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menu, rootRef, closeMenu]);

  if (menu === null) return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const current = items.indexOf(event.target as HTMLElement);
    const next = nextMenuIndex(event.key, current, items.length);
    if (next !== undefined) {
      event.preventDefault();
      items[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
    } else if (event.key === 'Tab') {
      closeMenu(false);
    } else if (event.key === ' ' && current >= 0) {
      // Space chooses a menu item, as Enter does.
      event.preventDefault();
      items[current]?.click();
    }
  };

  const markdownUrl = getAbsoluteUrl(siteConfig.url, markdownPath);
  const choose = () => closeMenu(true);
  return (
    <div
      ref={menuRef}
      id={menuId}
      role="menu"
      aria-labelledby={menuButtonId}
      className={styles.menu}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moved out of the control (a click elsewhere has no related target: see pointerdown).
        const next = event.relatedTarget;
        if (next instanceof Node && !rootRef.current?.contains(next)) closeMenu(false);
      }}>
      <a role="menuitem" tabIndex={-1} className={styles.item} href={markdownPath} onClick={choose}>
        {translate({id: 'copyPage.viewMarkdown', message: 'View as Markdown'})}
      </a>
      <ChatLink
        chat="chatgpt"
        markdownUrl={markdownUrl}
        label={translate({id: 'copyPage.openInChatGpt', message: 'Open in ChatGPT'})}
        onChoose={choose}
      />
      <ChatLink
        chat="claude"
        markdownUrl={markdownUrl}
        label={translate({id: 'copyPage.openInClaude', message: 'Open in Claude'})}
        onChoose={choose}
      />
    </div>
  );
}
