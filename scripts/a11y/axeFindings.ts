/**
 * What an axe-core run on a page of the site reports, reduced to what a test asserts on: each
 * failing node with its rule, and whether it is exempt. A demo's preview shows the library's own
 * palette, which the site does not choose, so colour contrast inside a preview is listed, not
 * failed (issue 28), as is markup a library hard-codes in a demo (LIBRARY_DEFECTS, each with the
 * library file); everything else in a preview is markup readers copy, and counts.
 */

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The rule exempt inside a demo's preview. */
export const DEMO_EXEMPT_RULE = 'color-contrast';

/** The attribute on the element that holds a demo's rendered preview (src/components/Demo). */
export const DEMO_PREVIEW_ATTRIBUTE = 'data-demo-preview';

/**
 * Markup a library renders inside a demo that no public prop changes: listed with the library file
 * that hard-codes it, so an upgrade that fixes it can drop the entry. Each applies to nodes inside
 * a demo preview that match `selector`, for `rule` only.
 */
export const LIBRARY_DEFECTS: readonly {rule: string; selector: string; reason: string}[] = [
  {
    rule: 'label-content-name-mismatch',
    selector: '.MuiDataGrid-pivotPanelSection > .MuiDataGrid-collapsibleTrigger',
    reason:
      "@mui/x-data-grid-premium 8.29.3: the pivot panel's section triggers show a count badge that their aria-label (localeText) cannot include (components/pivotPanel/GridPivotPanelBody.js)",
  },
  {
    rule: 'aria-required-children',
    selector: '.MuiDataGrid-main[role="grid"]:has(.MuiDataGrid-overlay)',
    reason:
      '@mui/x-data-grid 8.29.3: overlays render inside the role="grid" element, so an overlay with a control or a status fails it (components/virtualization/GridVirtualScroller.js)',
  },
];

/** One node that fails one rule. */
export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  /** axe's CSS selector of the node (a list for frames and shadow roots). */
  target: string;
  /** The node's markup, as axe quotes it. */
  html: string;
  inDemoPreview: boolean;
  /** The reason of the {@link LIBRARY_DEFECTS} entry the node matches, if any. */
  libraryDefect?: string;
}

/** True for a finding that does not fail the page: contrast in a demo preview, or a listed library defect. */
export function isExempt(finding: AxeFinding): boolean {
  return finding.inDemoPreview && (finding.rule === DEMO_EXEMPT_RULE || finding.libraryDefect !== undefined);
}

/** Splits findings into those that fail the page and those exempt. */
export function partitionFindings(findings: readonly AxeFinding[]): {
  violations: AxeFinding[];
  exemptions: AxeFinding[];
} {
  const violations: AxeFinding[] = [];
  const exemptions: AxeFinding[] = [];
  for (const finding of findings) (isExempt(finding) ? exemptions : violations).push(finding);
  return {violations, exemptions};
}

/** One line per finding, naming the page, the rule and the node. */
export function describeFinding(pathname: string, finding: AxeFinding): string {
  const html = finding.html.replace(/\s+/g, ' ').slice(0, 160);
  const why = finding.libraryDefect ? ` [library defect: ${finding.libraryDefect}]` : '';
  return `${pathname}: ${finding.rule} (${finding.impact ?? 'n/a'}) at ${finding.target}: ${html}${why}`;
}

/** Findings per rule, most frequent first: `color-contrast 3, list 1`. */
export function countByRule(findings: readonly AxeFinding[]): string {
  const counts = new Map<string, number>();
  for (const {rule} of findings) counts.set(rule, (counts.get(rule) ?? 0) + 1);
  return [...counts]
    .sort(([ruleA, a], [ruleB, b]) => b - a || ruleA.localeCompare(ruleB))
    .map(([rule, count]) => `${rule} ${count}`)
    .join(', ');
}

/**
 * `count` items spread evenly over `items` (first and last included), in their order: a sample of
 * pages from every part of the sitemap rather than its first section.
 */
export function spreadSample<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  if (count <= 0) return [];
  if (count === 1) return items.slice(0, 1);
  const step = (items.length - 1) / (count - 1);
  return Array.from({length: count}, (_, index) => items[Math.round(index * step)] as T);
}
