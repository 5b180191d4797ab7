import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {t} from '@site/src/i18n';
import styles from './styles.module.css';

const loadDrawer = () => import('@site/src/components/SettingsDrawer');
// The drawer and its MUI components load on first use, not with the page.
const SettingsDrawer = lazy(loadDrawer);

interface Props {
  mobile?: boolean;
}

/** Navbar item: a button opening the settings panel; the panel's code is fetched on hover or focus. */
export default function SettingsButton({mobile}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const preload = () => void loadDrawer();
  return (
    <>
      <button
        type="button"
        className={clsx('clean-btn', mobile ? 'menu__link' : 'navbar__item', styles.button)}
        aria-label={t('settings.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-ga-event-category="settings"
        data-ga-event-action="open"
        onMouseEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M19.14 12.94a7.1 7.1 0 0 0 0-1.88l2.03-1.58a.5.5 0 0 0 .12-.64l-1.92-3.32a.5.5 0 0 0-.6-.22l-2.39.96a7 7 0 0 0-1.63-.94l-.36-2.54a.5.5 0 0 0-.5-.42h-3.84a.5.5 0 0 0-.5.42l-.36 2.54a7 7 0 0 0-1.63.94l-2.39-.96a.5.5 0 0 0-.6.22L2.71 8.84a.5.5 0 0 0 .12.64l2.03 1.58a7.1 7.1 0 0 0 0 1.88l-2.03 1.58a.5.5 0 0 0-.12.64l1.92 3.32a.5.5 0 0 0 .6.22l2.39-.96c.5.38 1.05.7 1.63.94l.36 2.54a.5.5 0 0 0 .5.42h3.84a.5.5 0 0 0 .5-.42l.36-2.54a7 7 0 0 0 1.63-.94l2.39.96a.5.5 0 0 0 .6-.22l1.92-3.32a.5.5 0 0 0-.12-.64zM12 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" />
        </svg>
        {mobile && <span className={styles.mobileLabel}>{t('settings.title')}</span>}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
