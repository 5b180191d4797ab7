export {getProductInfo} from './getProductInfo';
export {getProduct, getVersionMenu, PRODUCTS, DOCS_PRODUCT, DOCS_INFRA_PRODUCT, ALL_VERSIONS_HREF} from './registry';
export {DOCS_INSTANCES} from './docsInstances';
export type {DocsInstance, DocsInstanceId} from './docsInstances';
export type * from './types';
