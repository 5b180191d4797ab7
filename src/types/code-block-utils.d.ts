// parse-numeric-range, the line-range parser Docusaurus's code blocks use ("1,3-5" -> [1, 3, 4, 5]).
declare module 'parse-numeric-range' {
  export default function parseNumericRange(expression: string): number[];
}

// theme-common's code block parser, as a module of its own (plugins/build-time-highlight).
declare module 'docusaurus-code-block-utils?runtime' {
  export {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
}
