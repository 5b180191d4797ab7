import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {IconCatalog} from '../catalog';
import pluginIconGallery from '../index';
import type {IconIndex, IconSummary} from '../types';

const siteDir = path.resolve(__dirname, '../../..');

describe('the icon-gallery plugin', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'icon-gallery-data-'));
  });
  afterEach(() => rmSync(dataDir, {recursive: true, force: true}));

  /** Runs loadContent and contentLoaded, with a createData that writes as Docusaurus's does. */
  async function run(): Promise<IconCatalog> {
    const plugin = pluginIconGallery({siteDir});
    const content = await plugin.loadContent!();
    const createData = async (name: string, data: string | object) => {
      writeFileSync(path.join(dataDir, name), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
      return path.join(dataDir, name);
    };
    await plugin.contentLoaded!({
      content,
      actions: {createData, addRoute: jest.fn(), setGlobalData: jest.fn()},
    });
    return content;
  }

  it('writes the summary, the index, every drawings file of the installed package and their loaders', async () => {
    const content = await run();
    const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'));
    const summary = read('summary.json') as IconSummary;
    const index = read('index.json') as IconIndex;
    expect(summary.version).toBe(index.version);
    expect(summary.iconCount).toBe(index.names.length);
    expect(index.names).toContain('Delete');
    expect(index.synonyms.Delete).toContain('trash');
    const drawingsFiles = readdirSync(dataDir).filter((file) => file.startsWith('drawings-'));
    expect(drawingsFiles.sort()).toEqual(content.drawingFiles.map(({fileName}) => fileName).sort());
    const filled = read('drawings-filled-0.json') as Record<string, unknown>;
    expect(Object.keys(filled)).toEqual(index.names.slice(0, index.chunkSize));
    const loaders = readFileSync(path.join(dataDir, 'drawings.js'), 'utf8');
    for (const file of drawingsFiles) expect(loaders).toContain(`import("./${file}")`);
  });
});
