// MDXComponents swizzle (wraps): makes <Demo> available in every MDX page without an import.
import MDXComponents from '@theme-original/MDXComponents';
import Demo from '@site/src/components/Demo';

export default {
  ...MDXComponents,
  Demo,
};
