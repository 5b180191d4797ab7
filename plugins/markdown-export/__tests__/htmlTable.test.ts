import {isBlockCell, parseHtmlTable, renderTable} from '../htmlTable';

describe('parseHtmlTable', () => {
  it('reads the headings and each row’s cells, whatever attributes the rows carry', () => {
    const table = parseHtmlTable(
      '<table>\n<thead>\n<tr><th>Name</th><th>Description</th></tr>\n</thead>\n<tbody>\n<tr id={"prop-a"}>\n<td><code>{"a"}</code></td>\n<td>\n\nFirst.\n\n</td>\n</tr>\n</tbody>\n</table>',
    );
    expect(table).toEqual({headings: ['Name', 'Description'], rows: [['<code>{"a"}</code>', '\n\nFirst.\n\n']]});
  });

  it('tells Markdown cells (blank lines around their content) from inline ones', () => {
    expect(isBlockCell('\n\nFirst.\n\n')).toBe(true);
    expect(isBlockCell('<code>{"a"}</code>')).toBe(false);
  });
});

describe('renderTable', () => {
  it('writes cells of paragraphs as a pipe table, paragraphs joined, pipes escaped', () => {
    expect(
      renderTable(
        ['Name', 'Type'],
        [
          [['`size`'], ['`small | large`']],
          [['`color`'], ['', 'First line', 'second line.', '', 'Next paragraph.', '']],
        ],
      ),
    ).toEqual([
      '| Name | Type |',
      '| --- | --- |',
      '| `size` | `small \\| large` |',
      '| `color` | First line second line. Next paragraph. |',
    ]);
  });

  it('writes one item per row when a cell holds a list or code, leaving empty cells out', () => {
    expect(
      renderTable(
        ['Name', 'Type', 'Default', 'Description'],
        [
          [['`format`'], ['`string`'], [], ['Formats it:', '', '- first', '- second']],
          [['`size`'], ['`number`'], ['`1`'], ['```js', 'size={2}', '```']],
        ],
      ),
    ).toEqual([
      '- `format`',
      '  - Type: `string`',
      '  - Description: Formats it:',
      '',
      '    - first',
      '    - second',
      '',
      '- `size`',
      '  - Type: `number`',
      '  - Default: `1`',
      '  - Description:',
      '',
      '    ```js',
      '    size={2}',
      '    ```',
    ]);
  });
});
