// Demo files imported with `?demo` (plugins/demos) expose a DemoModule.
declare module '*?demo' {
  import type {DemoModule} from '@site/src/components/Demo/types';

  export const id: DemoModule['id'];
  export const large: DemoModule['large'];
  export const loadPreview: DemoModule['loadPreview'];
  export const loadCode: DemoModule['loadCode'];
}
