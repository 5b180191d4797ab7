/** Type guard: `value` is one of `values` (for parsing untrusted input into a union). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}
