import React, {useEffect, useId, useRef, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {componentName, importLine, THEME_LABELS, type IconTheme} from '@site/plugins/icon-gallery/iconNames';
import type {IconDrawing} from '@site/plugins/icon-gallery/types';
import {
  DEMO_COPY_FEEDBACK_MS,
  useCopyFeedback,
  type CopyState,
} from '@site/src/components/CopyFeedback/useCopyFeedback';
import IconSvg from './IconSvg';
import styles from './styles.module.css';

/** The demo toolbar's feedback (src/components/Demo/DemoToolbar.tsx), with a name that says what is copied. */
const COPY_LABELS: Record<CopyState, string> = {
  idle: 'Copy import line',
  copied: 'Copied',
  'not-allowed': 'Copy not allowed',
  unavailable: 'Copy failed, try again',
};

/** SvgIcon's `fontSize` small, medium and large, and a larger size for detail. */
export const PREVIEW_SIZES = [20, 24, 35, 48] as const;

interface IconDetailsProps {
  name: string;
  theme: IconTheme;
  drawing: IconDrawing | undefined;
  /** The dialog has closed (Esc, the Close button or a click outside it). */
  onClose: () => void;
}

/**
 * The chosen icon, in a modal dialog: its component name, its import line with a copy button, and
 * previews at several sizes. The browser's dialog keeps focus inside and closes on Esc; the
 * gallery puts focus back on the icon that opened it.
 */
export default function IconDetails({name, theme, drawing, onClose}: IconDetailsProps): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const component = componentName(name, theme);
  const line = importLine(component);
  const {state, copy} = useCopyFeedback(DEMO_COPY_FEEDBACK_MS);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // The dialog's first control is Close; the reader came for the import line.
    copyRef.current?.focus();
  }, []);

  // A click on the backdrop reaches the dialog element itself; clicks inside land on its body.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onDialogClick}>
      <div className={styles.dialogBody}>
        <div className={styles.dialogHeader}>
          <h3 id={titleId} className={styles.dialogTitle}>
            {component}
          </h3>
          <button type="button" className={styles.action} onClick={() => dialogRef.current?.close()}>
            Close
          </button>
        </div>
        <p className={styles.dialogTheme}>{THEME_LABELS[theme]} theme</p>
        <ul className={styles.previews} aria-label="Previews">
          {PREVIEW_SIZES.map((size) => (
            <li key={size} className={styles.preview}>
              <IconSvg drawing={drawing} size={size} />
              <span>{size} px</span>
            </li>
          ))}
        </ul>
        <pre className={styles.importLine}>
          <code>{line}</code>
        </pre>
        <button
          ref={copyRef}
          type="button"
          className={clsx(styles.action, (state === 'not-allowed' || state === 'unavailable') && styles.actionError)}
          onClick={() => void copy(line)}>
          <span aria-live="polite">{COPY_LABELS[state]}</span>
        </button>
      </div>
    </dialog>
  );
}
