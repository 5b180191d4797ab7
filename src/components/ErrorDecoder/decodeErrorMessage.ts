/** Production error messages by code: a template in which each `%s` stands for one argument. */
export type ErrorCodes = Readonly<Record<string, string>>;

/** What the address of the decoder page asks for. */
export interface ErrorQuery {
  /** The raw `code` value; `null` when the address has none. */
  code: string | null;
  /** The `args[]` values in address order, each cut to {@link MAX_ARGUMENT_LENGTH}. */
  args: string[];
}

/** The outcome of decoding, one case per thing the page shows. */
export type DecodedError =
  {kind: 'decoded'; code: string; message: string} | {kind: 'missing-code'} | {kind: 'unknown-code'; code: string};

/** Longest code quoted back to the visitor; real codes have a few digits. */
export const MAX_CODE_LENGTH = 20;

/** Longest argument kept; real arguments are prop names and colour strings. */
export const MAX_ARGUMENT_LENGTH = 1000;

/** More arguments than any template has placeholders; the rest are dropped unread. */
export const MAX_ARGUMENTS = 20;

const PLACEHOLDER = '%s';

function truncate(value: string, maxLength: number): string {
  return value.length > maxLength ? `${value.slice(0, maxLength)}…` : value;
}

/**
 * Reads `?code=N&args[]=a&args[]=b` (with or without the leading `?`). Arguments written as
 * `args=` are accepted too, but only when there is no `args[]`, so the two never interleave.
 * Never throws.
 */
export function parseErrorQuery(search: string): ErrorQuery {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return {code: null, args: []};
  }
  const bracketed = params.getAll('args[]');
  const args = bracketed.length > 0 ? bracketed : params.getAll('args');
  return {
    code: params.get('code'),
    args: args.slice(0, MAX_ARGUMENTS).map((arg) => truncate(arg, MAX_ARGUMENT_LENGTH)),
  };
}

/**
 * The message of error `code`, each `%s` of its template filled with the next argument. A
 * placeholder without an argument stays `%s`; surplus arguments are ignored. The message is
 * plain text: callers must render it as text, never as markup.
 *
 * A missing or blank code gives `missing-code`. A code that is not all digits, or not in
 * `codes`, gives `unknown-code` with the code cut to {@link MAX_CODE_LENGTH} for display.
 */
export function decodeErrorMessage(codes: ErrorCodes, code: string | null, args: readonly string[]): DecodedError {
  const trimmed = code?.trim() ?? '';
  if (trimmed === '') {
    return {kind: 'missing-code'};
  }
  // hasOwn, so inherited names such as `constructor` can never pass for a code.
  const template = /^\d+$/.test(trimmed) && Object.hasOwn(codes, trimmed) ? codes[trimmed] : undefined;
  if (template === undefined) {
    return {kind: 'unknown-code', code: truncate(trimmed, MAX_CODE_LENGTH)};
  }
  let next = 0;
  // A replacer function, because a replacement string would expand `$&` and friends in arguments.
  const message = template.replaceAll(PLACEHOLDER, () => args[next++] ?? PLACEHOLDER);
  return {kind: 'decoded', code: trimmed, message};
}

/**
 * Every code of `codes` with its template, for the table of all codes. Numeric order comes free:
 * JavaScript enumerates integer-like keys in ascending order.
 */
export function listErrorCodes(codes: ErrorCodes): {code: string; template: string}[] {
  return Object.entries(codes).map(([code, template]) => ({code, template}));
}
