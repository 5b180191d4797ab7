// theme-common's code block parser, as a module of its own (plugins/build-time-highlight).
declare module 'docusaurus-code-block-utils?runtime' {
  export {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
}
