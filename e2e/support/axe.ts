import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {
  AXE_TAGS,
  DEMO_PREVIEW_ATTRIBUTE,
  LIBRARY_DEFECTS,
  describeFinding,
  partitionFindings,
  type AxeFinding,
} from '../../scripts/a11y/axeFindings';

/** The page's axe-core (WCAG 2.x A and AA) findings, as lines: those that fail it and those exempt. */
export async function auditAccessibility(
  page: Page,
  pathname: string,
): Promise<{violations: string[]; exemptions: string[]}> {
  // Legacy mode runs axe.run() in the page itself. The default runs axe in each frame, then opens a
  // blank page to merge the results: two to seven seconds more a page, for cross-origin frames the
  // site does not have (its pages and demos embed no frames). Only violations are wanted: the
  // no-passes reporter skips describing every node that passed, half the time again.
  // options() replaces what withTags() set, so it comes first.
  const results = await new AxeBuilder({page})
    .options({reporter: 'no-passes'})
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
  const nodes = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({rule: violation.id, impact: node.impact, node})),
  );
  // axe names a node by a selector; the page says whether that node is inside a demo's preview and
  // which listed library defect, if any, it is.
  const queries = nodes.map(({rule, node}) => ({
    selector: typeof node.target[0] === 'string' ? node.target[0] : null,
    defects: LIBRARY_DEFECTS.flatMap((defect, index) =>
      defect.rule === rule ? [[index, defect.selector] as const] : [],
    ),
  }));
  const placed = await page.evaluate(
    ({queries, attribute}) =>
      queries.map(({selector, defects}) => {
        const element = selector === null ? null : document.querySelector(selector);
        return {
          inDemoPreview: element?.closest(`[${attribute}]`) != null,
          defect: defects.find(([, defectSelector]) => element?.matches(defectSelector))?.[0],
        };
      }),
    {queries, attribute: DEMO_PREVIEW_ATTRIBUTE},
  );
  const findings: AxeFinding[] = nodes.map(({rule, impact, node}, index) => {
    const {inDemoPreview = false, defect} = placed[index] ?? {};
    return {
      rule,
      impact,
      target: node.target.map(String).join(' >> '),
      html: node.html,
      inDemoPreview,
      libraryDefect: defect === undefined ? undefined : LIBRARY_DEFECTS[defect]?.reason,
    };
  });
  const {violations, exemptions} = partitionFindings(findings);
  return {
    violations: violations.map((finding) => describeFinding(pathname, finding)),
    exemptions: exemptions.map((finding) => describeFinding(pathname, finding)),
  };
}
