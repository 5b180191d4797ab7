import {readFileSync} from 'node:fs';
import path from 'node:path';
import {extractIcon} from '../extractSvg';
import type {IconNode} from '../types';

/** The installed package's ES modules (the package's exports map does not expose package.json). */
const MODULES_DIR = path.join(path.dirname(require.resolve('@mui/icons-material')), 'esm');
const installed = (name: string) => extractIcon(readFileSync(path.join(MODULES_DIR, `${name}.js`), 'utf8'));

const moduleSource = (call: string) =>
  `"use client";\n\nimport createSvgIcon from "./utils/createSvgIcon.js";\nimport { jsx as _jsx } from "react/jsx-runtime";\nexport default createSvgIcon(${call});`;

function allNodes(nodes: readonly IconNode[]): IconNode[] {
  return nodes.flatMap((node) => (typeof node === 'string' ? [node] : [node, ...allNodes(node[2] ?? [])]));
}

describe('extractIcon, on the installed @mui/icons-material', () => {
  it('reads a single path as its d string', () => {
    expect(installed('Delete')).toEqual({
      displayName: 'Delete',
      drawing: ['M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z'],
    });
  });

  it("keeps a two-tone icon's light layer with its opacity", () => {
    const {drawing} = installed('DeleteTwoTone');
    expect(drawing).toHaveLength(2);
    expect(drawing[0]).toEqual(['path', {d: 'M8 9h8v10H8z', opacity: '.3'}]);
    expect(typeof drawing[1]).toBe('string');
  });

  it('reads groups, circles and the elements of a React.Fragment', () => {
    const [group] = installed('AdminPanelSettingsOutlined').drawing;
    expect(group).toEqual(['g', {fillRule: 'evenodd'}, expect.any(Array)]);
    expect(Array.isArray(group) && group[2]?.[0]).toEqual(['circle', {cx: '17', cy: '15.5', r: '1.12'}]);
    // Battery20 is `_jsxs(React.Fragment, {children: [...]})`: its children become the drawing.
    const battery = installed('Battery20').drawing;
    expect(battery).toHaveLength(2);
    expect(battery[1]).toEqual(['path', expect.objectContaining({fillOpacity: '.3'})]);
  });

  it('inlines <use> references, leaving no <defs>, <use> or id', () => {
    const nodes = allNodes(installed('MedicationLiquidTwoTone').drawing);
    const tags = nodes.map((node) => (typeof node === 'string' ? 'path' : node[0]));
    expect(tags).not.toContain('defs');
    expect(tags).not.toContain('use');
    expect(nodes.some((node) => typeof node !== 'string' && 'id' in node[1])).toBe(false);
    expect(nodes).toContainEqual(['path', {d: 'M4 8h10v11H4z', opacity: '.3', overflow: 'visible'}]);
  });
});

describe('extractIcon, on other input', () => {
  it('reads numbers and single-quoted strings as attribute values', () => {
    expect(extractIcon(moduleSource(`_jsx("circle", {cx: 12, cy: '12', r: 2.5}), 'Dot'`)).drawing).toEqual([
      ['circle', {cx: '12', cy: '12', r: '2.5'}],
    ]);
  });

  it.each([
    ['a module without the call', 'export default 42;', 'no "export default createSvgIcon(...)" in the module'],
    [
      'an element it does not draw',
      moduleSource(`_jsx("text", {children: "A"}), 'Letter'`),
      'unsupported SVG element <text>',
    ],
    ['a call to something else', moduleSource(`icon("path", {d: "M0 0"}), 'Other'`), 'expected a _jsx(...) call'],
    [
      'a <use> pointing nowhere',
      moduleSource(`_jsx("use", {xlinkHref: "#missing"}), 'Broken'`),
      'a <use> pointing at #missing, which the icon does not define',
    ],
    ['a missing display name', moduleSource(`_jsx("path", {d: "M0 0"})`), 'expected ","'],
  ])('throws on %s, saying what it found', (_, source, message) => {
    expect(() => extractIcon(source)).toThrow(message);
  });
});
