import {formatBytes, isOfflineBundle} from '../offlineBundle';
import {
  OfflineError,
  offlineCacheName,
  offlineInstanceOf,
  offlineMessage,
  parseRemoved,
  runPool,
} from '../offlineProducts';

describe('offlineInstanceOf', () => {
  it('finds the docs instance of a page', () => {
    expect(offlineInstanceOf('/material-ui/react-button/', '/')).toBe('material-ui');
    expect(offlineInstanceOf('/x/react-data-grid/sorting/', '/')).toBe('x');
    expect(offlineInstanceOf('/toolpad/core/introduction/', '/')).toBe('toolpad');
    expect(offlineInstanceOf('/docs/joy-ui/react-button/', '/docs/')).toBe('joy-ui');
    expect(offlineCacheName('joy-ui')).toBe('mui-offline-joy-ui');
  });

  it('has none for pages of no product, and the authors’ guide', () => {
    for (const pathname of ['/', '/versions/', '/search/', '/experiments/docs/', '/material-ui-extra/', '/x']) {
      expect([pathname, offlineInstanceOf(pathname, '/')]).toEqual([pathname, undefined]);
    }
  });
});

describe('runPool', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      seen.push(item);
      running -= 1;
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('rejects with the first failure, and starts no item after it', async () => {
    const started: number[] = [];
    await expect(
      runPool([1, 2, 3, 4], 1, async (item) => {
        started.push(item);
        if (item === 2) throw new Error('lost');
      }),
    ).rejects.toThrow('lost');
    expect(started).toEqual([1, 2]);
  });
});

describe('parseRemoved', () => {
  it('reads the list, and junk as none', () => {
    expect(parseRemoved('["x","joy-ui"]')).toEqual(['x', 'joy-ui']);
    expect(parseRemoved('["x",3,null]')).toEqual(['x']);
    for (const junk of [null, '', '{', '"x"', '{"x":1}', '42']) expect(parseRemoved(junk)).toEqual([]);
  });
});

describe('isOfflineBundle and formatBytes', () => {
  const bundle = {
    instance: 'x',
    pages: [{url: '/x/', bytes: 10, transferBytes: 5}],
    assets: [],
    bytes: 10,
    transferBytes: 5,
  };

  it('accepts a download list, and refuses anything else', () => {
    expect(isOfflineBundle(bundle)).toBe(true);
    for (const junk of [
      null,
      'x',
      [],
      {...bundle, pages: [{url: '/x/'}]},
      {...bundle, bytes: '10'},
      {...bundle, assets: null},
    ]) {
      expect(isOfflineBundle(junk)).toBe(false);
    }
  });

  it('writes sizes in KB below a megabyte, in MB above', () => {
    expect(formatBytes(0)).toBe('1 KB');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
    expect(formatBytes(23.44 * 1024 * 1024)).toBe('23.4 MB');
  });
});

describe('offlineMessage', () => {
  it("keeps the site's own messages, and puts the browser's in plain words", () => {
    expect(offlineMessage(new OfflineError('The download stopped: the connection was lost.'))).toBe(
      'The download stopped: the connection was lost.',
    );
    expect(offlineMessage(new DOMException('Quota exceeded.', 'QuotaExceededError'))).toBe(
      'This device has no more room for saved pages. Free some space, then try again.',
    );
    for (const raw of [new TypeError("Cannot read properties of undefined (reading 'open')"), 'x', undefined]) {
      expect(offlineMessage(raw)).toBe(
        'Saving pages for offline reading did not work in this browser. Try again later.',
      );
    }
  });
});
