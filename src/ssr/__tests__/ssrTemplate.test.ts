/** @jest-environment jsdom */
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {createSsrTemplate, startScriptsAfterFirstPaint} from '../ssrTemplate';

/** The page Docusaurus renders from `template` (with its own template compiler). */
async function render(template: string): Promise<string> {
  const data = {
    htmlAttributes: '',
    bodyAttributes: '',
    version: '3',
    metaAttributes: [],
    headTags: '',
    preBodyTags: '',
    postBodyTags: '<div id="post"></div>',
    appHtml: '<main>page</main>',
    baseUrl: '/docs/',
    scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
    stylesheets: ['assets/css/styles.3.css'],
  };
  return (await compileSSGTemplate(template))(data as never);
}

describe('createSsrTemplate', () => {
  it('has no deferred script in the head, and starts the same scripts, in order, after the body', async () => {
    const html = await render(createSsrTemplate());
    expect(html).not.toContain('defer');
    expect(html).toContain('<link rel="stylesheet" href="/docs/assets/css/styles.3.css" />');
    const starter = html.slice(html.indexOf('<div id="post"></div>'));
    expect(starter).toContain('(["/docs/assets/js/runtime~main.1.js","/docs/assets/js/main.2.js"])</script>');
    expect(html.indexOf('<main>page</main>')).toBeLessThan(html.indexOf('<script>'));
  });

  it('renders a starter that runs as written (whitespace removed by the template compiler)', async () => {
    const html = await render(createSsrTemplate());
    const inline = html.slice(html.indexOf('<script>') + '<script>'.length, html.lastIndexOf('</script>'));
    document.body.innerHTML = '';
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(inline)();
    expect(Array.from(document.querySelectorAll('script')).map((script) => script.getAttribute('src'))).toEqual([
      '/docs/assets/js/runtime~main.1.js',
      '/docs/assets/js/main.2.js',
    ]);
    jest.restoreAllMocks();
  });

  it('fails naming itself when the Docusaurus template changed', () => {
    expect(() => createSsrTemplate(defaultTemplate.replace('defer', 'async'))).toThrow(/src\/ssr\/ssrTemplate.ts: .*no longer contains/s);
  });
});

describe('startScriptsAfterFirstPaint', () => {
  const added = () => Array.from(document.querySelectorAll('script')).map((script) => [script.getAttribute('src'), script.async]);

  beforeEach(() => {
    document.body.innerHTML = '';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('adds the scripts, in order and not async, only after the next frame', () => {
    let frame: FrameRequestCallback | undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    startScriptsAfterFirstPaint(['/a.js', '/b.js']);
    expect(added()).toEqual([]);
    frame?.(0);
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual([
      ['/a.js', false],
      ['/b.js', false],
    ]);
  });

  it('adds them at once in a hidden tab, which paints no frame', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame');
    startScriptsAfterFirstPaint(['/a.js']);
    expect(added()).toEqual([['/a.js', false]]);
    expect(requestFrame).not.toHaveBeenCalled();
  });
});
