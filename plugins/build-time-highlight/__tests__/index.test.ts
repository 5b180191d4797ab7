import fs from 'node:fs';
import pluginBuildTimeHighlight, {CODE_BLOCK_UTILS, CODE_BLOCK_UTILS_ALIAS} from '../index';

describe('build-time-highlight plugin', () => {
  it("points its alias at theme-common's code block parser", () => {
    const config = pluginBuildTimeHighlight().configureWebpack?.({} as never, false, {} as never, {} as never);
    expect(config).toEqual({resolve: {alias: {[`${CODE_BLOCK_UTILS_ALIAS}$`]: CODE_BLOCK_UTILS}}});
    // Fails when a Docusaurus upgrade moves or renames the parser.
    expect(fs.readFileSync(CODE_BLOCK_UTILS, 'utf8')).toMatch(/export function createCodeBlockMetadata\(/);
  });
});
