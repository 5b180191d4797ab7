import {isOneOf} from '../utils/isOneOf';

/** Page layouts an author can pick with the `layout` front matter key. */
export const PAGE_LAYOUTS = ['default', 'wide'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

/**
 * Applies a page's `layout` front matter: `wide` drops the table of contents so the content
 * takes the full width (tables, API references); `default` and no key keep the docs layout.
 * An unknown layout fails the build, naming the file.
 */
export function applyPageLayout(frontMatter: Record<string, unknown>, filePath: string): Record<string, unknown> {
  const {layout} = frontMatter;
  if (layout === undefined) {
    return frontMatter;
  }
  if (!isOneOf(PAGE_LAYOUTS, layout)) {
    throw new Error(
      `${filePath}: front matter "layout" must be one of ${PAGE_LAYOUTS.join(', ')} (got ${JSON.stringify(layout)}).`,
    );
  }
  return layout === 'wide' ? {...frontMatter, hide_table_of_contents: true} : frontMatter;
}
