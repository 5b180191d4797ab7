import {isEditable, isSlashShortcut, type ShortcutEvent} from '../shortcuts';

const press = (overrides: Partial<ShortcutEvent>): ShortcutEvent => ({
  key: '/',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...overrides,
});

describe('isSlashShortcut', () => {
  it('opens search on a bare slash outside fields', () => {
    expect(isSlashShortcut(press({}))).toBe(true);
    expect(
      isSlashShortcut(press({target: {tagName: 'BODY', isContentEditable: false} as unknown as EventTarget})),
    ).toBe(true);
  });

  it('leaves other keys, modifiers and typing alone', () => {
    expect(isSlashShortcut(press({key: 'k'}))).toBe(false);
    expect(isSlashShortcut(press({ctrlKey: true}))).toBe(false);
    expect(isSlashShortcut(press({target: {tagName: 'INPUT'} as unknown as EventTarget}))).toBe(false);
    expect(isSlashShortcut(press({target: {tagName: 'DIV', isContentEditable: true} as unknown as EventTarget}))).toBe(
      false,
    );
  });
});

describe('isEditable', () => {
  it('recognises fields and editable content only', () => {
    expect(isEditable({tagName: 'TEXTAREA'} as unknown as EventTarget)).toBe(true);
    expect(isEditable({tagName: 'A', isContentEditable: false} as unknown as EventTarget)).toBe(false);
    expect(isEditable(null)).toBe(false);
  });
});
