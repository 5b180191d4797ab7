import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {
  AXE_TAGS,
  DEMO_PREVIEW_ATTRIBUTE,
  describeFinding,
  partitionFindings,
  type AxeFinding,
} from '../../scripts/a11y/axeFindings';

/** The page's axe-core (WCAG 2.x A and AA) findings, as lines: those that fail it and those exempt. */
export async function auditAccessibility(
  page: Page,
  pathname: string,
): Promise<{violations: string[]; exemptions: string[]}> {
  const results = await new AxeBuilder({page}).withTags(AXE_TAGS).analyze();
  const nodes = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({rule: violation.id, impact: node.impact, node})),
  );
  // axe names a node by a selector; the page says whether that node is inside a demo's preview.
  const selectors = nodes.map(({node}) => (typeof node.target[0] === 'string' ? node.target[0] : null));
  const inDemoPreview = await page.evaluate(
    ({selectors, attribute}) =>
      selectors.map(
        (selector) => selector !== null && document.querySelector(selector)?.closest(`[${attribute}]`) != null,
      ),
    {selectors, attribute: DEMO_PREVIEW_ATTRIBUTE},
  );
  const findings: AxeFinding[] = nodes.map(({rule, impact, node}, index) => ({
    rule,
    impact,
    target: node.target.map(String).join(' >> '),
    html: node.html,
    inDemoPreview: inDemoPreview[index] ?? false,
  }));
  const {violations, exemptions} = partitionFindings(findings);
  return {
    violations: violations.map((finding) => describeFinding(pathname, finding)),
    exemptions: exemptions.map((finding) => describeFinding(pathname, finding)),
  };
}
