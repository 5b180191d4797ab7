// MDXComponents swizzle (wraps): Markdown tables that overflow become keyboard-scrollable
// (src/components/ScrollableTable); every other element is the theme's.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {...MDXComponents, table: ScrollableTable};
