import fs from 'node:fs';
import pluginStagedStartup, {DOCUSAURUS_CLIENT_ENTRY, STAGED_CLIENT_ENTRY, stagedEntry} from '../index';

describe('staged-startup plugin', () => {
  it("swaps Docusaurus's client entry for the staged one, which imports it", () => {
    expect(stagedEntry(DOCUSAURUS_CLIENT_ENTRY)).toBe(STAGED_CLIENT_ENTRY);
    expect(fs.readFileSync(STAGED_CLIENT_ENTRY, 'utf8')).toContain(
      'import(/* webpackMode: "eager" */ \'@docusaurus/core/lib/client/clientEntry\')',
    );
  });

  it('fails, naming what it found, when the entry is something else', () => {
    expect(() => stagedEntry(['/other/entry.js'])).toThrow(
      `expected the client bundle's entry to be ${DOCUSAURUS_CLIENT_ENTRY}, found ["/other/entry.js"]`,
    );
  });

  it('changes the client bundle only', () => {
    const plugin = pluginStagedStartup();
    const client = {entry: DOCUSAURUS_CLIENT_ENTRY};
    const server = {entry: '/server/entry.js'};
    plugin.configureWebpack?.(client as never, false, {} as never, {} as never);
    plugin.configureWebpack?.(server as never, true, {} as never, {} as never);
    expect(client.entry).toBe(STAGED_CLIENT_ENTRY);
    expect(server.entry).toBe('/server/entry.js');
  });
});
