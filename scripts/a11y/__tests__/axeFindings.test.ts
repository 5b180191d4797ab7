import {countByRule, describeFinding, partitionFindings, spreadSample, type AxeFinding} from '../axeFindings';

const finding = (rule: string, inDemoPreview: boolean, target = '#a'): AxeFinding => ({
  rule,
  impact: 'serious',
  target,
  html: '<a id="a">\n   x</a>',
  inDemoPreview,
});

test('colour contrast inside a demo preview is exempt; anything else fails', () => {
  const {violations, exemptions} = partitionFindings([
    finding('color-contrast', true),
    finding('color-contrast', false),
    finding('list', true),
    finding('label', false),
  ]);
  expect(exemptions.map((item) => item.rule)).toEqual(['color-contrast']);
  expect(violations.map((item) => `${item.rule}:${item.inDemoPreview}`)).toEqual([
    'color-contrast:false',
    'list:true',
    'label:false',
  ]);
});

test('a finding names the page, the rule, the impact, the node and its markup on one line', () => {
  expect(describeFinding('/joy-ui/react-list/', finding('list', true, 'ul > div'))).toBe(
    '/joy-ui/react-list/: list (serious) at ul > div: <a id="a"> x</a>',
  );
});

test('counts by rule, most frequent first, ties by name', () => {
  expect(
    countByRule([finding('list', true), finding('label', true), finding('list', false), finding('aria', false)]),
  ).toBe('list 2, aria 1, label 1');
  expect(countByRule([])).toBe('');
});

test('a spread sample takes evenly spaced items, first and last included', () => {
  const items = Array.from({length: 10}, (_, index) => index);
  expect(spreadSample(items, 4)).toEqual([0, 3, 6, 9]);
  expect(spreadSample(items, 1)).toEqual([0]);
  expect(spreadSample(items, 0)).toEqual([]);
  expect(spreadSample(items, 20)).toEqual(items);
  expect(
    new Set(
      spreadSample(
        Array.from({length: 746}, (_, index) => index),
        32,
      ),
    ).size,
  ).toBe(32);
});

test('a listed library defect is exempt inside a demo preview only, and its reason is shown', () => {
  const defect = {...finding('label-content-name-mismatch', true), libraryDefect: 'pivot panel badge'};
  const outside = {...defect, inDemoPreview: false};
  const {violations, exemptions} = partitionFindings([defect, outside]);
  expect(exemptions).toEqual([defect]);
  expect(violations).toEqual([outside]);
  expect(describeFinding('/x/', defect)).toContain('[library defect: pivot panel badge]');
});
