/** @jest-environment jsdom */
import LazyMark from '../lazyMark';

const flush = () => new Promise((resolve) => setTimeout(resolve, 50));

function article(html: string): HTMLElement {
  const root = document.createElement('article');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('LazyMark', () => {
  afterEach(() => document.body.replaceChildren());

  it('marks the words of a search with mark.js, then clears them', async () => {
    const root = article('<p>Buttons let people act. A button has a label.</p><button class="skip">button</button>');
    new LazyMark(root).mark(['button'], {exclude: ['.skip']});
    await flush();
    expect(Array.from(root.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Button', 'button']);

    new LazyMark(root).unmark();
    await flush();
    expect(root.querySelectorAll('mark')).toHaveLength(0);
    expect(root.textContent).toBe('Buttons let people act. A button has a label.button');
  });

  it('marks nothing for no words, and leaves a page it never marked alone', async () => {
    const root = article("<p>Text with <mark>an author's own mark</mark>.</p>");
    const mark = new LazyMark(root);
    mark.mark([]);
    mark.unmark();
    await flush();
    expect(root.querySelector('mark')?.textContent).toBe("an author's own mark");
  });
});
