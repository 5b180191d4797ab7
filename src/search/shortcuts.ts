/** The parts of a keyboard event the shortcut decision needs (a pure function is easy to test). */
export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  target: EventTarget | null;
}

/** True while the visitor types into something: a field, a select, or editable content. */
export function isEditable(target: EventTarget | null): boolean {
  if (typeof target !== 'object' || target === null || !('tagName' in target)) return false;
  const element = target as HTMLElement;
  return /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) || element.isContentEditable === true;
}

/** `/` opens search, like on GitHub or MDN, unless the visitor is typing or holds a modifier. */
export function isSlashShortcut(event: ShortcutEvent): boolean {
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
}

/** Ctrl+K, or ⌘K on a Mac, opens search from anywhere, even from a field. */
export function isModKShortcut(event: ShortcutEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** Either shortcut of the search box. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  return isModKShortcut(event) || isSlashShortcut(event);
}

/** The key hints the box shows: ⌘ K on Apple platforms, Ctrl K elsewhere. */
export function shortcutHints(platform: string): readonly [string, string] {
  return /mac|iphone|ipad|ipod/i.test(platform) ? ['⌘', 'K'] : ['Ctrl', 'K'];
}
