import {overflowsHorizontally} from '..';

describe('overflowsHorizontally', () => {
  it('is true only when the content is wider than the box (a pixel of rounding ignored)', () => {
    expect(overflowsHorizontally({scrollWidth: 900, clientWidth: 360})).toBe(true);
    expect(overflowsHorizontally({scrollWidth: 361, clientWidth: 360})).toBe(false);
    expect(overflowsHorizontally({scrollWidth: 360, clientWidth: 360})).toBe(false);
  });
});
