import {getRtlCache} from '../rtlCache';

describe('getRtlCache', () => {
  it('is keyed rtl and shared by every caller, so islands insert each style once', () => {
    expect(getRtlCache().key).toBe('rtl');
    expect(getRtlCache()).toBe(getRtlCache());
  });

  it('flips physical properties (on the server the cache returns the rules it would insert)', () => {
    const cache = getRtlCache();
    const rules = cache.insert('.x', {name: 'flip', styles: 'margin-left:4px;', next: undefined}, cache.sheet, false);
    expect(rules).toBe('.x{margin-right:4px;}');
  });
});
