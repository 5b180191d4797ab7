// Demo files imported with `?demo` (plugins/demos) expose a DemoModule.
declare module '*?demo' {
  import type {DemoModule} from '@site/src/components/Demo/types';

  export const Component: DemoModule['Component'];
  export const id: DemoModule['id'];
  export const tsSource: DemoModule['tsSource'];
  export const jsSource: DemoModule['jsSource'];
  export const tsLines: DemoModule['tsLines'];
  export const jsLines: DemoModule['jsLines'];
  export const modules: DemoModule['modules'];
}
