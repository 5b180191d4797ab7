// Comments that name a file or folder of this repository must name one that exists: a comment
// citing a moved or deleted file misleads the next reader. The check reads comment lines only
// (`//`, `/*`, ` * `), so code and test fixtures that build paths are left alone.

/** A path of this repository named in a comment. */
export interface CommentPath {
  file: string;
  line: number;
  path: string;
}

/** Top-level folders whose paths comments cite. */
const ROOTS = ['plugins', 'src', 'scripts', 'e2e', 'static', 'jest', '.ci'];
const PATH = new RegExp(
  `(?<![\\w@/.-])((?:${ROOTS.map((root) => root.replace('.', '\\.')).join('|')})/[\\w./-]*\\w)`,
  'g',
);
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;

/** Every repository path named on a comment line of `source`. */
export function commentPaths(file: string, source: string): CommentPath[] {
  const found: CommentPath[] = [];
  source.split('\n').forEach((text, index) => {
    if (!COMMENT_LINE.test(text)) return;
    for (const match of text.matchAll(PATH)) found.push({file, line: index + 1, path: match[1]!});
  });
  return found;
}

/** Whether a cited path exists, as written or as a module path without its extension. */
export function pathExists(path: string, exists: (candidate: string) => boolean): boolean {
  return ['', '.ts', '.tsx', '.js', '.json', '.css', '.md', '.mdx'].some((extension) => exists(path + extension));
}
