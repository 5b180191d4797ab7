import {nextMenuIndex} from '../menuNavigation';

describe('nextMenuIndex', () => {
  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 2, 0],
    ['ArrowUp', 1, 0],
    ['ArrowUp', 0, 2],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['ArrowDown', -1, 0],
    ['ArrowUp', -1, 2],
  ])('%s from item %i of three moves to item %i', (key, current, next) => {
    expect(nextMenuIndex(key, current, 3)).toBe(next);
  });

  it('leaves other keys, and empty menus, alone', () => {
    expect(nextMenuIndex('a', 0, 3)).toBeUndefined();
    expect(nextMenuIndex('Enter', 0, 3)).toBeUndefined();
    expect(nextMenuIndex('ArrowDown', -1, 0)).toBeUndefined();
  });
});
