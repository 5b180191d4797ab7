import {
  isEditable,
  isModKShortcut,
  isSearchShortcut,
  isSlashShortcut,
  shortcutHints,
  type ShortcutEvent,
} from '../shortcuts';

const press = (overrides: Partial<ShortcutEvent>): ShortcutEvent => ({
  key: '/',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...overrides,
});

const element = (tagName: string, isContentEditable = false) =>
  ({tagName, isContentEditable}) as unknown as EventTarget;

describe('isSlashShortcut', () => {
  it('opens search on a bare slash outside fields', () => {
    expect(isSlashShortcut(press({}))).toBe(true);
    expect(isSlashShortcut(press({target: element('BODY')}))).toBe(true);
    expect(isSlashShortcut(press({shiftKey: true}))).toBe(true);
  });

  it('leaves other keys, modifiers and typing alone', () => {
    expect(isSlashShortcut(press({key: 'k'}))).toBe(false);
    expect(isSlashShortcut(press({ctrlKey: true}))).toBe(false);
    expect(isSlashShortcut(press({metaKey: true}))).toBe(false);
    expect(isSlashShortcut(press({altKey: true}))).toBe(false);
    expect(isSlashShortcut(press({target: {tagName: 'INPUT'} as unknown as EventTarget}))).toBe(false);
    expect(isSlashShortcut(press({target: element('DIV', true)}))).toBe(false);
  });
});

describe('isModKShortcut', () => {
  it('opens search on Ctrl+K and ⌘K, in either case and even from a field', () => {
    expect(isModKShortcut(press({key: 'k', ctrlKey: true}))).toBe(true);
    expect(isModKShortcut(press({key: 'K', metaKey: true}))).toBe(true);
    expect(isModKShortcut(press({key: 'k', ctrlKey: true, target: element('INPUT')}))).toBe(true);
    expect(isModKShortcut(press({key: 'k', metaKey: true, target: element('DIV', true)}))).toBe(true);
  });

  it('leaves a bare K, other keys and other modifier combinations alone', () => {
    expect(isModKShortcut(press({key: 'k'}))).toBe(false);
    expect(isModKShortcut(press({key: 'j', ctrlKey: true}))).toBe(false);
    expect(isModKShortcut(press({key: 'k', ctrlKey: true, altKey: true}))).toBe(false);
    expect(isModKShortcut(press({key: 'K', ctrlKey: true, shiftKey: true}))).toBe(false);
    expect(isModKShortcut(press({key: '/', ctrlKey: true}))).toBe(false);
  });
});

describe('isSearchShortcut', () => {
  it('accepts either shortcut, and nothing else', () => {
    expect(isSearchShortcut(press({}))).toBe(true);
    expect(isSearchShortcut(press({key: 'k', metaKey: true, target: element('TEXTAREA')}))).toBe(true);
    expect(isSearchShortcut(press({target: element('TEXTAREA')}))).toBe(false);
    expect(isSearchShortcut(press({key: 'k'}))).toBe(false);
    expect(isSearchShortcut(press({key: 'Enter', ctrlKey: true}))).toBe(false);
  });
});

describe('isEditable', () => {
  it('recognises fields and editable content only', () => {
    expect(isEditable({tagName: 'TEXTAREA'} as unknown as EventTarget)).toBe(true);
    expect(isEditable(element('INPUT'))).toBe(true);
    expect(isEditable(element('SELECT'))).toBe(true);
    expect(isEditable(element('P', true))).toBe(true);
    expect(isEditable({tagName: 'A', isContentEditable: false} as unknown as EventTarget)).toBe(false);
    expect(isEditable(element('INPUTS'))).toBe(false);
    expect(isEditable(null)).toBe(false);
  });

  it('treats targets that are not elements (the document, the window) as not editable', () => {
    expect(isEditable({} as EventTarget)).toBe(false);
    expect(isEditable({isContentEditable: true} as unknown as EventTarget)).toBe(false);
  });
});

describe('shortcutHints', () => {
  it('shows ⌘ K on Apple platforms', () => {
    for (const platform of ['MacIntel', 'iPhone', 'iPad', 'iPod touch']) {
      expect(shortcutHints(platform)).toEqual(['⌘', 'K']);
    }
  });

  it('shows Ctrl K elsewhere', () => {
    for (const platform of ['Win32', 'Linux x86_64', '']) expect(shortcutHints(platform)).toEqual(['Ctrl', 'K']);
  });
});
