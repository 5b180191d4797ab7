import React, {
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import EmotionIsland from '@site/src/branding/EmotionIsland';
import {DEMO_COPY_FEEDBACK_MS, useCopyFeedback} from '@site/src/components/CopyFeedback/useCopyFeedback';
import {CODE_STYLINGS, type CodeStyling, type CodeVariant} from '@site/src/preferences/codePreferences';
import {unpackLines} from '@site/src/highlighting/packedLines';
import {usePreferences} from '@site/src/preferences/PreferencesProvider';
import type {SandboxHost} from '@site/src/sandbox/openSandbox';
import DemoToolbar from './DemoToolbar';
import HighlightedCode from './HighlightedCode';
import {GatedPreview, usePreviewGate} from './previewGate';
import type {DemoCode, DemoModule, DemoPreview, DemoProps} from './types';
import styles from './styles.module.css';

/** A stable class for tools outside this module (the search indexer skips demos: they are code). */
export const DEMO_CLASS = 'mui-demo';

const loadLiveDemo = () => import('./LiveDemo');
// The sandbox hosts' code loads when a reader reaches for their buttons, never with the page.
const loadSandboxOpener = () => import('@site/src/sandbox/openSandbox');

/** A demo's sandbox projects and the code that opens them; `retry` asks again after a failure. */
function loadSandbox(demo: DemoModule, retry = false) {
  return Promise.all([demo.loadCode(retry).then((code) => code.loadSandbox(retry)), loadSandboxOpener()]);
}
// react-live and its transpiler load on the first edit, never with the page.
const LiveDemo = lazy(loadLiveDemo);

/** The demo's code in `variant`: the source a visitor reads and copies, its highlighting, and its language. */
function codeIn(code: DemoCode, variant: CodeVariant) {
  return variant === 'TS'
    ? {source: code.tsSource, tokens: code.tsTokens, language: 'tsx' as const}
    : {source: code.jsSource, tokens: code.jsTokens, language: 'jsx' as const};
}

/**
 * The demo's highlighted code, which any interaction makes editable (`onEdit`). It suspends until
 * the code has loaded: the server waits for it (a demo open by default shows its code in the
 * static HTML), and hydration keeps that HTML.
 */
function DemoSource({demo, variant, onEdit}: {demo: DemoModule; variant: CodeVariant; onEdit: () => void}): ReactNode {
  const {source, tokens, language} = codeIn(use(demo.loadCode()), variant);
  const lines = useMemo(() => unpackLines(source, tokens), [source, tokens]);
  return (
    <div
      className={styles.staticCode}
      onFocusCapture={onEdit}
      onPointerDown={onEdit}
      onMouseEnter={() => void loadLiveDemo()}>
      <HighlightedCode lines={lines} language={language} />
    </div>
  );
}

/** The live editor with the demo's code, or the visitor's edits of it. */
function LiveSource({
  demo,
  variant,
  editedCode,
  ...props
}: {demo: DemoModule; variant: CodeVariant; editedCode: string | null} & Omit<
  React.ComponentProps<typeof LiveDemo>,
  'code' | 'language' | 'modules'
>): ReactNode {
  const {source, language} = codeIn(use(demo.loadCode()), variant);
  const {Island, modules} = use(demo.loadPreview());
  const {layout} = props;
  return (
    <LiveDemo
      {...props}
      code={editedCode ?? source}
      language={language}
      modules={modules}
      layout={({preview, editor}) => layout({preview: <Island>{preview}</Island>, editor})}
    />
  );
}

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
  const [codeOpen, setCodeOpen] = useState(defaultCodeOpen);
  const [editedCode, setEditedCode] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const [resetCount, setResetCount] = useState(0);
  const {state: copyState, copy} = useCopyFeedback(DEMO_COPY_FEEDBACK_MS);
  const [sandboxFailed, setSandboxFailed] = useState<SandboxHost | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const codeId = useId();
  const gate = usePreviewGate(rootRef, demo.large);
  // Marks for tools outside React: the browser tests wait for every demo of a page to be live, and
  // read which @mui/material release a demo runs (an archived version's demos run its own).
  const markReady = useCallback((preview: DemoPreview) => {
    rootRef.current?.setAttribute('data-demo-ready', '');
    if (preview.libraryVersion) rootRef.current?.setAttribute('data-mui-version', preview.libraryVersion);
  }, []);

  // Another language or styling is another source: edits to the previous one are dropped.
  useEffect(() => setEditedCode(null), [current, codeVariant]);

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
        // The rendered demo: the browser crawl's axe pass exempts the library palette's contrast here.
        data-demo-preview=""
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
          onCopy={() => void copy(current.loadCode().then((code) => editedCode ?? codeIn(code, codeVariant).source))}
          // The code loads on the first sign of interest in the toolbar, before Show code or Copy (a
          // failure shows when the code is opened).
          onIntent={() => void current.loadCode().catch(() => {})}
          sandboxFailed={sandboxFailed}
          onOpenSandbox={(host) => {
            // After a failure, a click retries the project's request (loadSandbox keeps a failed one).
            loadSandbox(current, sandboxFailed !== null).then(
              ([sandbox, {openSandbox}]) => {
                setSandboxFailed(null);
                openSandbox(host, sandbox, codeVariant, editedCode);
              },
              () => setSandboxFailed(host),
            );
          }}
          onSandboxIntent={() => {
            if (sandboxFailed === null) void loadSandbox(current).catch(() => {});
          }}
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
    <ErrorBoundary
      fallback={({tryAgain}) => (
        <p className={styles.codeLoading} role="alert">
          The code could not be loaded.{' '}
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              void current.loadCode(true).catch(() => {});
              tryAgain();
            }}>
            Try again
          </button>
        </p>
      )}>
      <Suspense fallback={<p className={styles.codeLoading}>Loading code…</p>}>
        <DemoSource demo={current} variant={codeVariant} onEdit={startEditing} />
      </Suspense>
    </ErrorBoundary>
  );
  const staticDemo = layout({
    preview: <GatedPreview key={resetCount} gate={gate} demo={current} onReady={markReady} />,
    editor: staticCode,
  });

  return (
    <section ref={rootRef} id={demo.id} className={clsx(styles.demo, DEMO_CLASS)} aria-label={`Demo ${demo.id}`}>
      <EmotionIsland>
        {live ? (
          <Suspense fallback={staticDemo}>
            <LiveSource
              key={`${resetCount}-${codeVariant}-${codeStyling}`}
              demo={current}
              variant={codeVariant}
              editedCode={editedCode}
              onChange={setEditedCode}
              layout={layout}
            />
          </Suspense>
        ) : (
          staticDemo
        )}
      </EmotionIsland>
    </section>
  );
}
