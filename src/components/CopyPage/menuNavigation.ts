/**
 * The item a menu key moves focus to (WAI-ARIA menu pattern): arrows wrap around, Home and End go
 * to the ends. `current` is the focused item's index, -1 when none is. Undefined for other keys.
 */
export function nextMenuIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
