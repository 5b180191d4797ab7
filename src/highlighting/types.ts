/**
 * Source code highlighted at build time (plugins/build-time-highlight): lines of
 * `[token types, text]` pairs, types space-separated as Prism names them (`plain` for none).
 * Demos carry them packed beside their source (packedLines.ts); Markdown code blocks in a `tokens`
 * prop (JSON).
 */
export type HighlightedLines = ReadonlyArray<ReadonlyArray<readonly [types: string, text: string]>>;
