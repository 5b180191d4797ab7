import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {VcsConfig} from '@docusaurus/types';
import {createLastUpdateVcs, gitHistoryProblem, type GitRunner} from '../vcs';

const ROOT = path.join(__dirname, '../../..');

/** A git that answers rev-parse as a repository of this shape would. */
function fakeGit(answers: {inside?: string; shallow?: string; missing?: boolean}): GitRunner {
  return (args) => {
    if (answers.missing) throw new Error('spawn git ENOENT');
    return args.includes('--is-inside-work-tree') ? (answers.inside ?? 'true') : (answers.shallow ?? 'false');
  };
}

/** A stand-in for git-eager that dates every file and counts its initialisations. */
function fakeEager(): VcsConfig & {initialized: number} {
  const info = {timestamp: 1_700_000_000_000, author: 'someone'};
  return {
    initialized: 0,
    initialize() {
      this.initialized += 1;
    },
    getFileCreationInfo: async () => info,
    getFileLastUpdateInfo: async (filePath) => {
      if (filePath.endsWith('broken.md')) throw new Error('git log failed');
      return info;
    },
  };
}

describe('gitHistoryProblem', () => {
  it('accepts a full clone', () => {
    expect(gitHistoryProblem('/site', fakeGit({}))).toBeUndefined();
  });

  it('names a shallow clone, a folder outside a work tree and a missing git', () => {
    expect(gitHistoryProblem('/site', fakeGit({shallow: 'true'}))).toBe('a shallow clone');
    expect(gitHistoryProblem('/site', fakeGit({inside: 'false'}))).toBe('not inside a git work tree');
    expect(gitHistoryProblem('/site', fakeGit({missing: true}))).toMatch(/git is missing/);
  });

  it('reads the real repository and a folder outside any', () => {
    expect(gitHistoryProblem(ROOT)).toBeUndefined();
    const outside = mkdtempSync(path.join(tmpdir(), 'docs-meta-'));
    writeFileSync(path.join(outside, 'page.md'), '# Page\n');
    expect(gitHistoryProblem(outside)).toMatch(/git is missing or the folder is not a repository/);
  });
});

describe('createLastUpdateVcs', () => {
  it('dates files from git when the history is usable, and gives no date where git fails', async () => {
    const eager = fakeEager();
    const vcs = createLastUpdateVcs(fakeGit({}), eager, () => {});
    vcs.initialize({siteDir: '/site'});
    expect(eager.initialized).toBe(1);
    await expect(vcs.getFileLastUpdateInfo('/site/docs/page.md')).resolves.toEqual(
      expect.objectContaining({timestamp: 1_700_000_000_000}),
    );
    await expect(vcs.getFileLastUpdateInfo('/site/docs/broken.md')).resolves.toBeNull();
  });

  it('gives no date at all in a shallow clone, and says why once', async () => {
    const eager = fakeEager();
    const messages: string[] = [];
    const vcs = createLastUpdateVcs(fakeGit({shallow: 'true'}), eager, (message) => messages.push(message));
    vcs.initialize({siteDir: '/site'});
    expect(eager.initialized).toBe(0);
    await expect(vcs.getFileLastUpdateInfo('/site/docs/page.md')).resolves.toBeNull();
    await expect(vcs.getFileCreationInfo('/site/docs/page.md')).resolves.toBeNull();
    expect(messages).toEqual(['[docs-meta] No last-updated dates in this build: a shallow clone.']);
  });

  it('dates a committed file of this repository with the real git-eager strategy', async () => {
    const vcs = createLastUpdateVcs(undefined, undefined, () => {});
    vcs.initialize({siteDir: ROOT});
    const info = await vcs.getFileLastUpdateInfo(path.join(ROOT, 'docs/material-ui/react-button.mdx'));
    expect(info?.timestamp).toBeGreaterThan(Date.parse('2026-01-01'));
    await expect(vcs.getFileLastUpdateInfo(path.join(ROOT, 'docs/material-ui/api/button.mdx'))).resolves.toBeNull();
  });
});
