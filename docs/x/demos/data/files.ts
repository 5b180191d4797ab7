/**
 * A small file tree for the tree data and grouping demos: each row has its `path` (the names
 * of its ancestors and its own), as `getTreeDataPath` expects. Fixed, so no seed is needed.
 */
export interface FileRow {
  id: number;
  path: string[];
  /** Bytes; folders have none (the grid can aggregate their children's). */
  size?: number;
  updatedAt: Date;
}

const tree: [string, number | undefined, string][] = [
  ['src', undefined, '2025-06-10'],
  ['src/index.ts', 1840, '2025-06-10'],
  ['src/components', undefined, '2025-06-09'],
  ['src/components/Header.tsx', 4120, '2025-06-09'],
  ['src/components/Footer.tsx', 2250, '2025-05-28'],
  ['src/components/Sidebar.tsx', 6630, '2025-06-02'],
  ['src/utils', undefined, '2025-05-30'],
  ['src/utils/format.ts', 1310, '2025-05-30'],
  ['src/utils/dates.ts', 2780, '2025-04-14'],
  ['public', undefined, '2025-03-01'],
  ['public/favicon.svg', 920, '2025-03-01'],
  ['public/robots.txt', 64, '2025-01-20'],
  ['docs', undefined, '2025-06-12'],
  ['docs/getting-started.md', 8840, '2025-06-12'],
  ['docs/deploying.md', 5120, '2025-05-11'],
  ['package.json', 1460, '2025-06-11'],
  ['README.md', 3390, '2025-06-01'],
];

/** The rows of the file tree, parents before children. */
export function createFileRows(): FileRow[] {
  return tree.map(([path, size, date], index) => ({
    id: index + 1,
    path: path.split('/'),
    size,
    updatedAt: new Date(`${date}T00:00:00Z`),
  }));
}
