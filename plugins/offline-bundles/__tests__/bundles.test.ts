import {isInVersionFolder, toBundle, type SizeOf} from '../bundles';

const SIZES: Record<string, {bytes: number; transferBytes: number}> = {
  '/joy-ui/react-button/': {bytes: 120_000, transferBytes: 30_000},
  '/joy-ui/getting-started/': {bytes: 80_000, transferBytes: 20_000},
  '/assets/js/81668.4d3faf85.js': {bytes: 50_000, transferBytes: 15_000},
  '/assets/js/44907.b7eee84a.js': {bytes: 10_000, transferBytes: 3_000},
  '/img/products/joy-ui.svg': {bytes: 2_000, transferBytes: 900},
};
const sizeOf: SizeOf = (url) => SIZES[url];

const page = (scripts: string[]) =>
  `<link rel=stylesheet href=/assets/css/styles.df03a538.css /><script>start(${JSON.stringify([
    '/assets/js/main.fe375be7.js',
    ...scripts,
  ])})</script>`;

describe('toBundle', () => {
  it('lists the pages, then each asset they name once, with their sizes and totals', () => {
    const bundle = toBundle(
      'joy-ui',
      [
        {url: '/joy-ui/react-button/', html: page(['/assets/js/81668.4d3faf85.js', '/assets/js/44907.b7eee84a.js'])},
        {
          url: '/joy-ui/getting-started/',
          html: `${page(['/assets/js/81668.4d3faf85.js'])}<img src="/img/products/joy-ui.svg">`,
        },
      ],
      '/',
      sizeOf,
    );
    expect(bundle.pages.map((file) => file.url)).toEqual(['/joy-ui/getting-started/', '/joy-ui/react-button/']);
    expect(bundle.assets.map((file) => file.url)).toEqual([
      '/assets/js/44907.b7eee84a.js',
      '/assets/js/81668.4d3faf85.js',
      '/img/products/joy-ui.svg',
    ]);
    expect(bundle.bytes).toBe(120_000 + 80_000 + 50_000 + 10_000 + 2_000);
    expect(bundle.transferBytes).toBe(30_000 + 20_000 + 15_000 + 3_000 + 900);
  });

  it('leaves out the shell, which the worker precaches, and files the build does not have', () => {
    const bundle = toBundle(
      'joy-ui',
      [{url: '/joy-ui/react-button/', html: page(['/assets/js/99999.deadbeef.js'])}],
      '/',
      sizeOf,
    );
    expect(bundle.assets).toEqual([]);
    expect(bundle.pages).toEqual([{url: '/joy-ui/react-button/', bytes: 120_000, transferBytes: 30_000}]);
  });
});

describe('isInVersionFolder', () => {
  it("tells an archived version's pages from the latest version's", () => {
    expect(isInVersionFolder('6.x/react-button/index.html', ['6.x'])).toBe(true);
    expect(isInVersionFolder('6.x/index.html', ['6.x'])).toBe(true);
    expect(isInVersionFolder('react-button/index.html', ['6.x'])).toBe(false);
    // A page whose name only starts like a version is the latest version's.
    expect(isInVersionFolder('6.xyz/index.html', ['6.x'])).toBe(false);
    expect(isInVersionFolder('6.x/react-button/index.html', [])).toBe(false);
  });
});
