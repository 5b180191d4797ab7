/**
 * Byte budgets checked by `npm test` (e2e/budgets.spec.ts): gzipped JS+CSS a first visit
 * downloads, per page type, and the largest JS chunk. The guide and API pages' budgets are issue
 * 9's goal for a doc page, 150 KB; the others guard against regressions at today's size plus
 * about 5% headroom. Sizes grow with the number of pages: a doc page loads its product's route
 * table (plugins/split-route-table; about 3 KB gz per hundred guides) with the part of its own
 * kind (API pages or component pages; at most 80 pages a part, so at most about 2.5 KB gz), and
 * its product's sidebar (about 4 KB gz for Material UI's 266 docs). The table carries the file
 * hashes of its pages' chunks (plugins/chunk-hash-tables), so the runtime on every page does not
 * grow with them.
 *
 * Measured with 397 pages in the sitemap (home, guide, component, API): 117.7, 147.9, 203.0,
 * 149.6 KB. No page loads Prism or Docusaurus's code block parser: Markdown code blocks and demo
 * code are parsed and highlighted at build time, and a demo's code loads only when the visitor
 * reaches for it (plugins/demos).
 */
export const PAGE_BUDGETS_KB = {
  home: 124,
  guide: 150,
  'component with demos': 213,
  API: 150,
} as const;

export const LARGEST_CHUNK_BUDGET_KB = 150;

/** The page measured for each budget. */
export const BUDGET_PAGES: Readonly<Record<keyof typeof PAGE_BUDGETS_KB, string>> = {
  home: '/',
  guide: '/material-ui/getting-started/installation/',
  'component with demos': '/material-ui/react-button/',
  API: '/material-ui/api/button/',
};

/** The message when a page is over budget, or undefined when it fits. */
export function overBudget(pageType: string, actualKb: number, budgetKb: number): string | undefined {
  return actualKb > budgetKb
    ? `${pageType}: ${actualKb.toFixed(1)} KB gz of JS+CSS on a first visit, ${(actualKb - budgetKb).toFixed(1)} KB over its budget of ${budgetKb} KB`
    : undefined;
}
