import React, {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import MuiIsland from '@site/src/branding/MuiIsland';
import {DEMO_COPY_FEEDBACK_MS, useCopyFeedback} from '@site/src/components/CopyFeedback/useCopyFeedback';
import {CODE_STYLINGS, type CodeStyling} from '@site/src/preferences/codePreferences';
import {usePreferences} from '@site/src/preferences/PreferencesProvider';
import DemoToolbar from './DemoToolbar';
import HighlightedCode from './HighlightedCode';
import type {DemoModule, DemoProps} from './types';
import styles from './styles.module.css';

/** A stable class for tools outside this module (the search indexer skips demos: they are code). */
export const DEMO_CLASS = 'mui-demo';

const loadLiveDemo = () => import('./LiveDemo');
// react-live and its transpiler load on the first edit, never with the page.
const LiveDemo = lazy(loadLiveDemo);

/** The demo for the chosen styling, falling back to the MUI System one. */
function pickDemo(demo: DemoModule, variants: DemoProps['variants'], styling: CodeStyling): DemoModule {
  return styling === 'system' ? demo : (variants?.[styling] ?? demo);
}

/** True when the URL asks for this demo: `#basic-buttons`, `#basic-buttons.tsx`, `#tailwind-basic-buttons.js`... */
function isLinkedDemo(hash: string, id: string): boolean {
  return new RegExp(`^#(?:(?:system|tailwind|css)-)?${id}(?:\\.(?:tsx|js))?$`).test(hash);
}

/** A live, editable example of a library component, rendered on the server. */
export default function Demo({
  demo,
  variants,
  bg = 'outlined',
  hideToolbar = false,
  defaultCodeOpen = false,
  maxWidth,
}: DemoProps): ReactNode {
  const {codeVariant, setCodeVariant, codeStyling, setCodeStyling} = usePreferences();
  const stylings = CODE_STYLINGS.filter((styling) => styling === 'system' || variants?.[styling] !== undefined);
  // A styling this demo lacks (the visitor chose Tailwind on another demo) shows the system one.
  const shownStyling = stylings.includes(codeStyling) ? codeStyling : 'system';
  const current = pickDemo(demo, variants, shownStyling);
  const source = codeVariant === 'TS' ? current.tsSource : current.jsSource;
  const [codeOpen, setCodeOpen] = useState(defaultCodeOpen);
  const [editedCode, setEditedCode] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const [resetCount, setResetCount] = useState(0);
  const {state: copyState, copy} = useCopyFeedback(DEMO_COPY_FEEDBACK_MS);
  const rootRef = useRef<HTMLElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const codeId = useId();
  const code = editedCode ?? source;

  // Another language or styling is another source: edits to the previous one are dropped.
  useEffect(() => setEditedCode(null), [source]);

  useEffect(() => {
    if (isLinkedDemo(window.location.hash, demo.id)) {
      setCodeOpen(true);
      rootRef.current?.scrollIntoView({block: 'start'});
    }
  }, [demo.id]);

  const startEditing = useCallback(() => {
    void loadLiveDemo();
    setLive(true);
  }, []);

  const layout = ({preview, editor}: {preview: ReactNode; editor: ReactNode}) => (
    <>
      <div
        ref={previewRef}
        tabIndex={-1}
        className={clsx(styles.preview, styles[`bg-${bg}`])}
        style={maxWidth === undefined ? undefined : {maxWidth}}>
        {preview}
      </div>
      {!hideToolbar && (
        <DemoToolbar
          demoId={demo.id}
          codeId={codeId}
          codeOpen={codeOpen}
          codeVariant={codeVariant}
          codeStyling={shownStyling}
          stylings={stylings}
          copyState={copyState}
          onToggleCode={() => setCodeOpen((open) => !open)}
          onCodeVariant={setCodeVariant}
          onCodeStyling={setCodeStyling}
          onCopy={() => void copy(code)}
          onReset={() => {
            setEditedCode(null);
            setResetCount((count) => count + 1);
          }}
          onResetFocus={() => previewRef.current?.focus()}
        />
      )}
      {codeOpen && (
        <div id={codeId} className={styles.code}>
          {editor}
        </div>
      )}
    </>
  );

  const staticCode = (
    // Any interaction with the code makes it editable.
    <div
      className={styles.staticCode}
      onFocusCapture={startEditing}
      onPointerDown={startEditing}
      onMouseEnter={() => void loadLiveDemo()}>
      {codeVariant === 'TS' ? (
        <HighlightedCode lines={current.tsLines} language="tsx" />
      ) : (
        <HighlightedCode lines={current.jsLines} language="jsx" />
      )}
    </div>
  );
  const staticDemo = layout({preview: <current.Component key={resetCount} />, editor: staticCode});

  return (
    <section ref={rootRef} id={demo.id} className={clsx(styles.demo, DEMO_CLASS)} aria-label={`Demo ${demo.id}`}>
      <MuiIsland>
        {live ? (
          <Suspense fallback={staticDemo}>
            <LiveDemo
              key={`${resetCount}-${codeVariant}-${codeStyling}`}
              code={code}
              language={codeVariant === 'TS' ? 'tsx' : 'jsx'}
              modules={current.modules}
              onChange={setEditedCode}
              layout={layout}
            />
          </Suspense>
        ) : (
          staticDemo
        )}
      </MuiIsland>
    </section>
  );
}
