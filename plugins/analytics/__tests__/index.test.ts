import fs from 'node:fs';
import path from 'node:path';
import type {HtmlTagObject, HtmlTags} from '@docusaurus/types';
import pluginAnalytics, {PluginName} from '../index';
import {DEFAULT_OPTIONS, type PluginOptions} from '../options';

const SITE_DIR = path.resolve(__dirname, '../../..');

function plugin(options: Partial<PluginOptions>) {
  return pluginAnalytics({siteDir: SITE_DIR}, {id: 'default', ...DEFAULT_OPTIONS, ...options});
}

function headTagsOf(options: Partial<PluginOptions>): (string | HtmlTagObject)[] {
  const tags: HtmlTags | undefined = plugin(options).injectHtmlTags?.({content: undefined}).headTags;
  if (tags === undefined) return [];
  return Array.isArray(tags) ? tags : [tags];
}

describe('analytics plugin', () => {
  it('is named', () => {
    expect(plugin({}).name).toBe(PluginName);
  });

  it.each([undefined, ''])('adds nothing to the site without a measurement id (%j)', (measurementId) => {
    expect(plugin({measurementId}).getClientModules?.()).toEqual([]);
    expect(headTagsOf({measurementId})).toEqual([]);
  });

  it('registers the client module, which exists', () => {
    const modules = plugin({measurementId: 'G-TEST1234'}).getClientModules?.() ?? [];
    expect(modules).toEqual([path.join(SITE_DIR, 'src/analytics/client.ts')]);
    expect(modules.every((file) => fs.existsSync(file))).toBe(true);
  });

  it('injects one inline script and no static request to Google', () => {
    const tags = headTagsOf({measurementId: 'G-TEST1234', vitalsSampleRate: 0.25});
    expect(tags).toHaveLength(1);
    const [tag] = tags;
    if (typeof tag !== 'object') throw new Error('expected a tag object');
    expect(tag.tagName).toBe('script');
    expect(tag.attributes?.src).toBeUndefined();
    expect(tag.innerHTML).toContain('"G-TEST1234"');
    expect(tag.innerHTML).toContain('"vitalsSampleRate":0.25');
  });
});
