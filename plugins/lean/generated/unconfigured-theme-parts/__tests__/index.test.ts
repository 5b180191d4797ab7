import fs from 'node:fs';
import pluginUnconfiguredThemeParts, {OPTIONAL_THEME_PARTS, RENDER_NOTHING, unconfiguredParts} from '../index';

const [footer, announcementBar] = OPTIONAL_THEME_PARTS.map(({module}) => module);

type Aliases = {resolve: {alias: Record<string, string>}};

describe('unconfigured-theme-parts plugin', () => {
  it('replaces the parts whose option is not set, and only those', () => {
    expect(unconfiguredParts({})).toEqual([footer, announcementBar]);
    expect(unconfiguredParts({footer: {links: []}})).toEqual([announcementBar]);
    expect(unconfiguredParts({footer: {}, announcementBar: {content: 'Hi'}})).toEqual([]);
  });

  it('aliases each unconfigured part to a component that renders nothing', () => {
    const plugin = pluginUnconfiguredThemeParts({siteConfig: {themeConfig: {footer: {}}}} as never);
    const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as Aliases;
    expect(Object.values(config.resolve.alias)).toEqual([RENDER_NOTHING, RENDER_NOTHING]);
    expect(Object.keys(config.resolve.alias)[1]).toBe(`${announcementBar}$`);
    expect(fs.existsSync(RENDER_NOTHING)).toBe(true);
  });

  it("checks the theme's own rule: each part renders nothing without its option", () => {
    // Fails when a Docusaurus upgrade changes that, and the replacement would hide a real part.
    expect(fs.readFileSync(footer!, 'utf8')).toMatch(
      /const \{footer\} = useThemeConfig\(\);\s*if \(!footer\) \{\s*return null;/,
    );
    expect(fs.readFileSync(announcementBar!, 'utf8')).toMatch(/if \(!isActive\) \{\s*return null;/);
  });
});
