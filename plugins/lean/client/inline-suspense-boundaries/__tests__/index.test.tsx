/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import React, {Suspense, use} from 'react';
import {renderToHtml} from '../../../../../plugins/lean/client/runtime/ssr/renderToHtml';
import pluginInlineSuspenseBoundaries, {DOCUSAURUS_RENDER_TO_HTML, RENDER_TO_HTML} from '../index';

type Aliases = {resolve?: {alias: Record<string, string>}};

const LONG_TEXT = 'A line of highlighted code. '.repeat(1000);

function Waits({promise}: {promise: Promise<string>}) {
  return <pre>{use(promise)}</pre>;
}

describe('inline-suspense-boundaries plugin', () => {
  it("replaces the module Docusaurus's server entry renders pages with", () => {
    const plugin = pluginInlineSuspenseBoundaries();
    const aliases = plugin.configureWebpack?.({} as never, true, {} as never, {} as never) as Aliases;
    expect(aliases.resolve?.alias[DOCUSAURUS_RENDER_TO_HTML.replace(/\.js$/, '$')]).toBe(RENDER_TO_HTML);
    // If an upgrade renames the module or its export, the replacement would silently not apply.
    const serverEntry = fs.readFileSync(path.join(path.dirname(DOCUSAURUS_RENDER_TO_HTML), 'serverEntry.js'), 'utf8');
    expect(serverEntry).toContain("import { renderToHtml } from './renderToHtml';");
    expect(fs.readFileSync(DOCUSAURUS_RENDER_TO_HTML, 'utf8')).toContain('export async function renderToHtml(app)');
  });

  it('writes a large Suspense boundary in place, once what it waits for has arrived', async () => {
    let arrive: (value: string) => void = () => {};
    const promise = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    const html = renderToHtml(
      <main>
        <Suspense fallback={<p>Loading code…</p>}>
          <Waits promise={promise} />
        </Suspense>
        <footer>after</footer>
      </main>,
    );
    setTimeout(() => arrive(LONG_TEXT), 10);
    const written = await html;
    expect(written).toContain(`<main><!--$--><pre>${LONG_TEXT}</pre><!--/$--><footer>after</footer></main>`);
    expect(written).not.toContain('Loading code');
  });
});
