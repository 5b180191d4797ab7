import {withoutPluginVersions} from '../siteMetadata';

describe('withoutPluginVersions', () => {
  it('keeps the versions the client reads and drops the plugin list', () => {
    const json = JSON.stringify({
      docusaurusVersion: '3.10.2',
      siteVersion: '0.1.0',
      pluginVersions: {
        'docusaurus-plugin-sitemap': {type: 'package', name: '@docusaurus/plugin-sitemap', version: '3.10.2'},
      },
    });
    expect(JSON.parse(withoutPluginVersions(json))).toEqual({docusaurusVersion: '3.10.2', siteVersion: '0.1.0'});
  });

  it('fails, naming the file, when the metadata is not JSON', () => {
    expect(() => withoutPluginVersions('{oops', '/site/.docusaurus/site-metadata.json')).toThrow(
      /\/site\/\.docusaurus\/site-metadata\.json: the site metadata is not JSON/,
    );
  });
});
