import {escapeHtml, htmlToText} from '../escapeHtml';

test('htmlToText drops tags, decodes references, keeps unknown names and trims', () => {
  expect(htmlToText(' <code>&lt;Button&gt;</code> &#8212; &#x2192; &amp; &unknown; ')).toBe('<Button> — → & &unknown;');
});

test('htmlToText reads back what escapeHtml writes', () => {
  const text = `Tom & Jerry's "<b>"`;
  expect(htmlToText(escapeHtml(text))).toBe(text);
});
