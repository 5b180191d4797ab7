import React, {useContext, useEffect, useMemo, useRef, type ReactNode} from 'react';
import {LiveContext, LiveEditor, LiveError, LivePreview, LiveProvider} from 'react-live';
import {usePrismTheme} from '@docusaurus/theme-common';
import {createDemoRequire, toLiveCode} from './liveCode';
import styles from './styles.module.css';

/** react-live's editor, reporting edits to the demo too, and announced as an editable text box. */
function DemoEditor({onChange}: {onChange: (code: string) => void}): ReactNode {
  const live = useContext(LiveContext);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The editor is a contentEditable <pre> that takes no ARIA props: name it after mounting.
    const editable = ref.current?.querySelector('pre');
    editable?.setAttribute('role', 'textbox');
    editable?.setAttribute('aria-multiline', 'true');
    editable?.setAttribute('aria-label', 'Demo source code, editable');
  }, []);
  return (
    <div ref={ref}>
      <LiveEditor
        className={styles.editor}
        // Props replace the context's own handler: call it so the preview re-runs.
        onChange={(code: string) => {
          live.onChange(code);
          onChange(code);
        }}
      />
    </div>
  );
}

interface Props {
  code: string;
  language: 'tsx' | 'jsx';
  modules: Readonly<Record<string, unknown>>;
  onChange: (code: string) => void;
  /** Lays out the preview, toolbar and editor exactly like the static demo. */
  layout: (parts: {preview: ReactNode; editor: ReactNode}) => ReactNode;
}

/** The editable demo: loaded on first interaction, with react-live and its transpiler. */
export default function LiveDemo({code, language, modules, onChange, layout}: Props): ReactNode {
  const prismTheme = usePrismTheme();
  const scope = useMemo(() => ({require: createDemoRequire(modules), exports: {}}), [modules]);
  return (
    <LiveProvider
      code={code}
      language={language}
      scope={scope}
      noInline
      enableTypeScript
      transformCode={toLiveCode}
      theme={prismTheme}>
      {layout({
        preview: <LivePreview />,
        editor: (
          <>
            <DemoEditor onChange={onChange} />
            <LiveError className={styles.error} role="alert" />
          </>
        ),
      })}
    </LiveProvider>
  );
}
