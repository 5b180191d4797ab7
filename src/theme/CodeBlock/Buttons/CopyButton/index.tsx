// CodeBlock/Buttons/CopyButton swizzle (replaces the original, a small component): 1200 ms
// feedback and a visible "not allowed" error when neither clipboard method works, where the
// original let the rejection go unhandled.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import {CODE_BLOCK_COPY_FEEDBACK_MS, useCopyFeedback} from '@site/src/components/CopyFeedback/useCopyFeedback';
import styles from './styles.module.css';

const LABELS = {
  idle: 'Copy code to clipboard',
  copied: 'Copied',
  'not-allowed': 'Copy not allowed',
  // Never shown: a code block's text is on the page.
  unavailable: 'Copy failed, try again',
} as const;

export default function CopyButton({className}: Props): ReactNode {
  const {
    metadata: {code},
  } = useCodeBlockContext();
  const {state, copy} = useCopyFeedback(CODE_BLOCK_COPY_FEEDBACK_MS);
  return (
    <>
      <Button
        aria-label={LABELS[state]}
        title="Copy"
        className={clsx(className, styles.copyButton, state === 'copied' && styles.copied)}
        onClick={() => void copy(code)}>
        <span className={styles.icons} aria-hidden="true">
          <IconCopy className={styles.icon} />
          <IconSuccess className={styles.successIcon} />
        </span>
      </Button>
      {state === 'not-allowed' && (
        <span role="alert" className={styles.error}>
          Copy not allowed: select the code and copy it by hand.
        </span>
      )}
    </>
  );
}
