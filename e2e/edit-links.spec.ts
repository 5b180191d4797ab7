import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {API_GENERATOR_FILE, editBaseUrl} from '../plugins/docs-meta/editUrl';

// Static HTML: the edit link and the date are written at build time, before any script runs.
test.use({javaScriptEnabled: false});

const ROOT = path.join(__dirname, '..');
/** The base the build used: DOCS_EDIT_URL as the tests see it, or the default. */
const BASE = editBaseUrl(process.env);

/** The commit time git gives a file, as Docusaurus reads it (committer time, `%ct`). */
function lastCommitTime(file: string): Date {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: ROOT, encoding: 'utf8'}).trim();
  return new Date(Number(seconds) * 1000);
}

for (const [pathname, file] of [
  ['/material-ui/customization/theming/', 'docs/material-ui/customization/theming.mdx'],
  ['/material-ui/react-button/', 'docs/material-ui/react-button.mdx'],
  ['/joy-ui/getting-started/installation/', 'docs/joy-ui/getting-started/installation.mdx'],
  ['/x/react-data-grid/sorting/', 'docs/x/react-data-grid/sorting.mdx'],
  ['/material-ui/6.x/react-button/', 'material-ui_versioned_docs/version-6.x/react-button.mdx'],
] as const) {
  test(`${pathname} links to its source file and says when git last changed it`, async ({page}) => {
    expect(existsSync(path.join(ROOT, file)), `${file} is the page's source`).toBe(true);
    await page.goto(pathname);
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute('href', `${BASE}${file}`);
    const time = page.locator('.theme-last-updated time');
    await expect(time).toHaveAttribute('datetime', lastCommitTime(file).toISOString());
  });
}

for (const pathname of ['/material-ui/api/button/', '/material-ui/6.x/api/button/']) {
  test(`a generated API page (${pathname}) links to its generator and shows no date`, async ({page}) => {
    expect(existsSync(path.join(ROOT, API_GENERATOR_FILE))).toBe(true);
    await page.goto(pathname);
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute('href', `${BASE}${API_GENERATOR_FILE}`);
    await expect(page.locator('.theme-last-updated')).toHaveCount(0);
  });
}
