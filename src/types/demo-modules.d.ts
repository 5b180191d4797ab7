// Demo files imported with `?demo` (plugins/demos) expose a DemoModule.
declare module '*?demo' {
  import type {DemoModule} from '@site/src/components/Demo/types';

  export const Component: DemoModule['Component'];
  export const id: DemoModule['id'];
  export const modules: DemoModule['modules'];
  export const loadCode: DemoModule['loadCode'];
}
