// The modules plugins/icon-gallery writes with `createData` (see its index.ts and types.ts).
declare module '@generated/docusaurus-plugin-icon-gallery/default/summary.json' {
  import type {IconSummary} from '@site/plugins/icon-gallery/types';

  const summary: IconSummary;
  export default summary;
}

declare module '@generated/docusaurus-plugin-icon-gallery/default/index.json' {
  import type {IconIndex} from '@site/plugins/icon-gallery/types';

  const index: IconIndex;
  export default index;
}

declare module '@generated/docusaurus-plugin-icon-gallery/default/drawings.js' {
  import type {DrawingsLoaders} from '@site/plugins/icon-gallery/types';

  const loaders: DrawingsLoaders;
  export default loaders;
}
