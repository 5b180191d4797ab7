import {columnCount, gridLayout, nextIndex, scrollTopToReveal, visibleRows} from '../virtualGrid';

describe('columnCount', () => {
  it('fits as many columns of the minimum width as the gaps allow, and at least one', () => {
    expect(columnCount(700, 104, 4)).toBe(6);
    expect(columnCount(356, 104, 4)).toBe(3);
    expect(columnCount(0, 104, 4)).toBe(1);
  });
});

describe('visibleRows', () => {
  const layout = gridLayout(100, 6, 100); // 17 rows

  it('renders the rows in view and the overscan around them, within the grid', () => {
    expect(layout.rowCount).toBe(17);
    expect(visibleRows(layout, 0, 400, 2)).toEqual({start: 0, end: 6});
    expect(visibleRows(layout, 550, 400, 2)).toEqual({start: 3, end: 12});
    expect(visibleRows(layout, 1400, 400, 2)).toEqual({start: 12, end: 17});
  });

  it('renders the overscan only before the box has a size', () => {
    expect(visibleRows(layout, 0, 0, 2)).toEqual({start: 0, end: 2});
  });
});

describe('scrollTopToReveal', () => {
  const layout = gridLayout(100, 6, 100);

  it('keeps the position when the row is in view, else scrolls the least to show it', () => {
    expect(scrollTopToReveal(layout, 2, 0, 400)).toBe(0);
    expect(scrollTopToReveal(layout, 5, 0, 400)).toBe(200);
    expect(scrollTopToReveal(layout, 1, 300, 400)).toBe(100);
  });
});

describe('nextIndex', () => {
  it('moves by one item, one row or a page, and to either end', () => {
    expect(nextIndex('ArrowRight', 4, 20, 6, 3)).toBe(5);
    expect(nextIndex('ArrowLeft', 4, 20, 6, 3)).toBe(3);
    expect(nextIndex('ArrowDown', 4, 20, 6, 3)).toBe(10);
    expect(nextIndex('ArrowUp', 10, 20, 6, 3)).toBe(4);
    expect(nextIndex('PageDown', 0, 40, 6, 3)).toBe(18);
    expect(nextIndex('PageUp', 30, 40, 6, 3)).toBe(12);
    expect(nextIndex('Home', 13, 20, 6, 3)).toBe(0);
    expect(nextIndex('End', 1, 20, 6, 3)).toBe(19);
  });

  it('stops at the first and last item', () => {
    expect(nextIndex('ArrowUp', 2, 20, 6, 3)).toBe(0);
    expect(nextIndex('ArrowDown', 16, 20, 6, 3)).toBe(19);
    expect(nextIndex('ArrowRight', 19, 20, 6, 3)).toBe(19);
  });

  it('swaps the horizontal arrows in a right-to-left page', () => {
    expect(nextIndex('ArrowLeft', 4, 20, 6, 3, true)).toBe(5);
    expect(nextIndex('ArrowRight', 4, 20, 6, 3, true)).toBe(3);
  });

  it('ignores other keys, and has nowhere to go without items', () => {
    expect(nextIndex('a', 4, 20, 6, 3)).toBeNull();
    expect(nextIndex('ArrowDown', 0, 0, 6, 3)).toBeNull();
  });
});
