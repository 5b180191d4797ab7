import errorCodes from '@site/src/data/error-codes.json';
import {
  MAX_ARGUMENT_LENGTH,
  MAX_CODE_LENGTH,
  decodeErrorMessage,
  listErrorCodes,
  parseErrorQuery,
} from '../decodeErrorMessage';

const codes: Record<string, string> = errorCodes;

function templateOf(code: string): string {
  const template = codes[code];
  if (template === undefined) throw new Error(`error-codes.json has no code ${code}`);
  return template;
}

/** Code 3's message with `arg` in its one placeholder, built by splitting rather than replacing. */
function template3With(arg: string): string {
  const [before, after] = templateOf('3').split('%s');
  return `${before}${arg}${after}`;
}

function placeholdersIn(template: string): number {
  return template.split('%s').length - 1;
}

describe('parseErrorQuery', () => {
  it('reads the code and the args[] in address order, with or without "?"', () => {
    const expected = {code: '3', args: ['first', 'second']};
    expect(parseErrorQuery('?code=3&args[]=first&args[]=second')).toEqual(expected);
    expect(parseErrorQuery('code=3&args%5B%5D=first&args%5B%5D=second')).toEqual(expected);
  });

  it('accepts args without brackets, but never mixes them with args[]', () => {
    expect(parseErrorQuery('?code=3&args=a&args=b')).toEqual({code: '3', args: ['a', 'b']});
    expect(parseErrorQuery('?code=3&args=plain&args[]=bracketed')).toEqual({code: '3', args: ['bracketed']});
  });

  it('gives no code and no arguments for an empty query', () => {
    expect(parseErrorQuery('')).toEqual({code: null, args: []});
  });

  it('cuts an absurdly long argument', () => {
    const {args} = parseErrorQuery(`?code=3&args[]=${'x'.repeat(10_000)}`);
    expect(args[0]?.length).toBe(MAX_ARGUMENT_LENGTH + 1);
    expect(args[0]?.endsWith('…')).toBe(true);
  });
});

describe('decodeErrorMessage', () => {
  it('fills the argument of code 3 into its template', () => {
    const template = templateOf('3');
    expect(placeholdersIn(template)).toBe(1);
    expect(decodeErrorMessage(codes, '3', ['#zzz'])).toEqual({
      kind: 'decoded',
      code: '3',
      message: template.replace('%s', '#zzz'),
    });
  });

  it('fills several placeholders in order', () => {
    const template = templateOf('11');
    expect(placeholdersIn(template)).toBe(2);
    const [before, middle, after] = template.split('%s');
    const decoded = decodeErrorMessage(codes, '11', [' "primary"', 'dark']);
    expect(decoded).toEqual({kind: 'decoded', code: '11', message: `${before} "primary"${middle}dark${after}`});
  });

  it('leaves %s for missing arguments and ignores surplus ones', () => {
    const template = templateOf('11');
    const [before, middle, after] = template.split('%s');
    expect(decodeErrorMessage(codes, '11', ['only'])).toMatchObject({message: `${before}only${middle}%s${after}`});
    expect(decodeErrorMessage(codes, '3', ['a', 'b', 'c'])).toMatchObject({message: template3With('a')});
  });

  it('returns a template without placeholders unchanged, whatever the arguments', () => {
    const template = templateOf('1');
    expect(placeholdersIn(template)).toBe(0);
    expect(decodeErrorMessage(codes, '1', ['ignored'])).toEqual({kind: 'decoded', code: '1', message: template});
  });

  it('keeps markup and replacement patterns in arguments as literal text', () => {
    for (const arg of ['<b>bold</b>', '<img src=x onerror=alert(1)>', '$&', "$'", '$1']) {
      expect(decodeErrorMessage(codes, '3', [arg])).toMatchObject({message: template3With(arg)});
    }
  });

  it.each([null, '', '   '])('reports a missing code for %j', (code) => {
    expect(decodeErrorMessage(codes, code, [])).toEqual({kind: 'missing-code'});
  });

  it.each(['999999', 'abc', '<img src=x>', '3abc', '-3', '3.0', '0x3', 'constructor', '__proto__'])(
    'reports %j as an unknown code',
    (code) => {
      expect(decodeErrorMessage(codes, code, [])).toEqual({kind: 'unknown-code', code});
    },
  );

  it('reports a code missing from the catalogue (18) as unknown', () => {
    expect(codes['18']).toBeUndefined();
    expect(decodeErrorMessage(codes, '18', [])).toEqual({kind: 'unknown-code', code: '18'});
  });

  it('cuts an absurdly long unknown code for display', () => {
    const decoded = decodeErrorMessage(codes, '9'.repeat(10_000), []);
    expect(decoded).toEqual({kind: 'unknown-code', code: `${'9'.repeat(MAX_CODE_LENGTH)}…`});
  });
});

describe('listErrorCodes', () => {
  it('lists every code of the catalogue once, each with its own template', () => {
    const listed = listErrorCodes(codes);
    expect(listed).toHaveLength(Object.keys(codes).length);
    for (const {code, template} of listed) {
      expect(template).toBe(templateOf(code));
    }
  });
});
