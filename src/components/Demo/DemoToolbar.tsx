import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {CopyState} from '@site/src/components/CopyFeedback/useCopyFeedback';
import type {CodeStyling, CodeVariant} from '@site/src/preferences/codePreferences';
import type {SandboxHost} from '@site/src/sandbox/openSandbox';
import styles from './styles.module.css';

const STYLING_LABELS: Record<CodeStyling, string> = {system: 'MUI System', tailwind: 'Tailwind', css: 'CSS'};
const COPY_LABELS: Record<CopyState, string> = {
  idle: 'Copy source',
  copied: 'Copied',
  'not-allowed': 'Copy not allowed',
  unavailable: 'Copy failed, try again',
};
const SANDBOX_NAMES: Record<SandboxHost, string> = {stackblitz: 'StackBlitz', codesandbox: 'CodeSandbox'};

interface ToolbarProps {
  demoId: string;
  codeId: string;
  codeOpen: boolean;
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  stylings: readonly CodeStyling[];
  copyState: CopyState;
  onToggleCode: () => void;
  onCodeVariant: (variant: CodeVariant) => void;
  onCodeStyling: (styling: CodeStyling) => void;
  onCopy: () => void;
  /** The host whose project failed to load at the last attempt, if any. */
  sandboxFailed: SandboxHost | null;
  onOpenSandbox: (host: SandboxHost) => void;
  /** The pointer or focus reached a sandbox button: its project may start loading. */
  onSandboxIntent: () => void;
  onReset: () => void;
  onResetFocus: () => void;
  /** The pointer entered the toolbar or focus moved into it. */
  onIntent: () => void;
}

/** Analytics attributes every control carries (see src/analytics). */
function track(action: string, label: string) {
  return {'data-ga-event-category': 'demo', 'data-ga-event-action': action, 'data-ga-event-label': label};
}

function Segmented<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  names: Record<T, string>;
  action: string;
  onChange: (value: T) => void;
}): ReactNode {
  return (
    <div role="group" aria-label={props.label} className={styles.segmented}>
      {props.options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.segment}
          aria-pressed={option === props.value}
          onClick={() => props.onChange(option)}
          {...track(props.action, option)}>
          {props.names[option]}
        </button>
      ))}
    </div>
  );
}

/** The demo toolbar: code visibility, TS/JS, styling, copy, open in a sandbox, reset and reset focus. */
export default function DemoToolbar(props: ToolbarProps): ReactNode {
  const {demoId} = props;
  return (
    <div
      className={styles.toolbar}
      role="toolbar"
      aria-label="Demo actions"
      onPointerEnter={props.onIntent}
      onFocusCapture={props.onIntent}>
      <Segmented
        label="Code language"
        value={props.codeVariant}
        options={['TS', 'JS'] as const}
        names={{TS: 'TS', JS: 'JS'}}
        action="code-variant"
        onChange={props.onCodeVariant}
      />
      {props.stylings.length > 1 && (
        <Segmented
          label="Code styling"
          value={props.codeStyling}
          options={props.stylings}
          names={STYLING_LABELS}
          action="code-styling"
          onChange={props.onCodeStyling}
        />
      )}
      <span className={styles.spacer} />
      <button
        type="button"
        className={styles.action}
        aria-expanded={props.codeOpen}
        aria-controls={props.codeId}
        onClick={props.onToggleCode}
        {...track(props.codeOpen ? 'hide-code' : 'show-code', demoId)}>
        {props.codeOpen ? 'Hide code' : 'Show code'}
      </button>
      <button
        type="button"
        className={clsx(
          styles.action,
          (props.copyState === 'not-allowed' || props.copyState === 'unavailable') && styles.actionError,
        )}
        onClick={props.onCopy}
        {...track('copy', demoId)}>
        <span aria-live="polite">{COPY_LABELS[props.copyState]}</span>
      </button>
      {(['stackblitz', 'codesandbox'] as const).map((host) => {
        const failed = props.sandboxFailed === host;
        return (
          <button
            key={host}
            type="button"
            className={clsx(styles.action, failed && styles.actionError)}
            // The visible name says where; the label adds what happens (the failure text says it all).
            aria-label={failed ? undefined : `Open in ${SANDBOX_NAMES[host]} (new tab)`}
            onClick={() => props.onOpenSandbox(host)}
            onPointerEnter={props.onSandboxIntent}
            onFocus={props.onSandboxIntent}
            {...track('open-sandbox', `${host}:${demoId}`)}>
            {failed ? `${SANDBOX_NAMES[host]} did not open, try again` : SANDBOX_NAMES[host]}
          </button>
        );
      })}
      <button type="button" className={styles.action} onClick={props.onReset} {...track('reset', demoId)}>
        Reset demo
      </button>
      <button type="button" className={styles.action} onClick={props.onResetFocus} {...track('reset-focus', demoId)}>
        Reset focus
      </button>
    </div>
  );
}
