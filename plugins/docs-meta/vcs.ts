// Last-updated dates from git, read once per build (Docusaurus's git-eager strategy), with the
// fallback the site needs: a build without git, outside a repository or in a shallow clone shows
// no date rather than failing or showing the date of the clone's only commit.
import {execFileSync} from 'node:child_process';
import {getVcsPreset} from '@docusaurus/utils';
import type {VcsConfig} from '@docusaurus/types';

/** Runs git with these arguments in a folder and returns its trimmed output; throws if git fails. */
export type GitRunner = (args: readonly string[], cwd: string) => string;

const runGit: GitRunner = (args, cwd) =>
  execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();

/** Why a folder's git history cannot date its files, or undefined when it can. */
export function gitHistoryProblem(siteDir: string, git: GitRunner = runGit): string | undefined {
  try {
    if (git(['rev-parse', '--is-inside-work-tree'], siteDir) !== 'true') return 'not inside a git work tree';
    if (git(['rev-parse', '--is-shallow-repository'], siteDir) === 'true') return 'a shallow clone';
    return undefined;
  } catch {
    return 'git is missing or the folder is not a repository';
  }
}

/**
 * A VcsConfig that reads the whole history once (git-eager) when the history is usable, and
 * answers "no date" otherwise, or for any file git cannot date (generated, untracked).
 */
export function createLastUpdateVcs(
  git: GitRunner = runGit,
  eager: VcsConfig = getVcsPreset('git-eager'),
  log: (message: string) => void = (message) => console.warn(message),
): VcsConfig {
  let usable = false;
  const orNull =
    (read: (filePath: string) => ReturnType<VcsConfig['getFileLastUpdateInfo']>) => async (filePath: string) => {
      if (!usable) return null;
      try {
        return await read(filePath);
      } catch {
        return null;
      }
    };
  return {
    initialize(params) {
      const problem = gitHistoryProblem(params.siteDir, git);
      usable = problem === undefined;
      if (usable) eager.initialize(params);
      else log(`[docs-meta] No last-updated dates in this build: ${problem}.`);
    },
    getFileCreationInfo: orNull((filePath) => eager.getFileCreationInfo(filePath)),
    getFileLastUpdateInfo: orNull((filePath) => eager.getFileLastUpdateInfo(filePath)),
  };
}
