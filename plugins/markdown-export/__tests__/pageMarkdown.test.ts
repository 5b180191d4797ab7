import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {renderPageMarkdown} from '../pageMarkdown';

describe('renderPageMarkdown', () => {
  const title = 'Upgrade to v7: "getting started"';
  const description = 'Moves a project: step # by step.';
  const page = renderPageMarkdown({title, description}, '\nIntro.\n\n## Next\n');

  it('writes front matter that YAML reads back as the title and description', async () => {
    const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath: 'page.md', fileContent: page});
    expect(frontMatter).toEqual({title, description});
    expect(content.trim()).toBe(`# ${title}\n\nIntro.\n\n## Next`);
    expect(page.endsWith(`---\n\n# ${title}\n\nIntro.\n\n## Next\n`)).toBe(true);
  });
});
