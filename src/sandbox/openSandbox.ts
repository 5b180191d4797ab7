import sdk from '@stackblitz/sdk';
import {compressToBase64} from 'lz-string';
import type {CodeVariant} from '@site/src/preferences/codePreferences';
import type {DemoSandbox} from '@site/src/components/Demo/types';

/**
 * Opening a demo's project (built at build time, plugins/demos/sandboxModule.ts) in a new tab of
 * StackBlitz or CodeSandbox. This module loads when a reader reaches for a sandbox button, never
 * with the page: it holds both hosts' code (@stackblitz/sdk, lz-string).
 */

/** The hosts a demo opens in. */
export type SandboxHost = 'stackblitz' | 'codesandbox';

/** The address of CodeSandbox's define API, which creates a sandbox from posted files. */
export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

/**
 * The files of the variant the reader reads (TS or JS), with the reader's edits of the demo if any,
 * and the file to show first.
 */
export function projectOf(sandbox: DemoSandbox, variant: CodeVariant, editedCode: string | null = null) {
  const entry = variant === 'TS' ? 'src/App.tsx' : 'src/App.jsx';
  const files = variant === 'TS' ? sandbox.ts : sandbox.js;
  return {files: editedCode === null ? files : {...files, [entry]: editedCode}, entry};
}

/**
 * The `parameters` field of the define API: the files as `{content}` objects, compressed the way
 * the API reads them (LZ-string in base64 with URL-safe characters and no padding).
 */
export function codeSandboxParameters(files: Readonly<Record<string, string>>): string {
  const definition = {
    template: 'node',
    files: Object.fromEntries(Object.entries(files).map(([name, content]) => [name, {content, isBinary: false}])),
  };
  return compressToBase64(JSON.stringify(definition)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Posts `fields` to `action` in a new tab, as a form does (the hosts take a POST, not a link). */
function postInNewTab(action: string, fields: Readonly<Record<string, string>>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** Opens the demo's project, in the reader's code variant and with their edits, on `host` in a new tab. */
export function openSandbox(
  host: SandboxHost,
  sandbox: DemoSandbox,
  variant: CodeVariant,
  editedCode: string | null = null,
): void {
  const {files, entry} = projectOf(sandbox, variant, editedCode);
  if (host === 'stackblitz') {
    sdk.openProject(
      {title: sandbox.title, description: `${sandbox.title}, a demo of the MUI documentation`, template: 'node', files},
      {newWindow: true, openFile: entry},
    );
    return;
  }
  postInNewTab(CODESANDBOX_DEFINE_URL, {parameters: codeSandboxParameters(files), query: `file=/${entry}`});
}
