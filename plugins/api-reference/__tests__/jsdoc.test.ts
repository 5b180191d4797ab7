import ts from 'typescript';
import {cleanJsDocText, normalizeDefault, readJsDoc} from '../extract/jsdoc';

describe('cleanJsDocText', () => {
  it('drops control characters but keeps line breaks and tabs', () => {
    expect(cleanJsDocText('if `!variant="scrollable"`\b\b\b.\nnext\tline')).toBe(
      'if `!variant="scrollable"`.\nnext\tline',
    );
  });
});

describe('readJsDoc', () => {
  it('cleans the description and the tags of a declaration', () => {
    const source = ts.createSourceFile(
      'a.d.ts',
      "/**\n * Styles\u0008 applied.\n * @default 'text'\u0007\n */\ndeclare const x: number;",
      ts.ScriptTarget.Latest,
      true,
    );
    const statement = source.statements[0];
    const declaration =
      statement && ts.isVariableStatement(statement) ? statement.declarationList.declarations[0] : undefined;
    const doc = readJsDoc(declaration);
    expect(doc.description).toBe('Styles applied.');
    expect(doc.tags.get('default')).toEqual(["'text'"]);
  });
});

describe('normalizeDefault', () => {
  it('puts a default on one line and drops the star of a doubled comment line', () => {
    expect(normalizeDefault('Zoom *')).toBe('Zoom');
    expect(normalizeDefault('{\n  a: 1,\n}')).toBe('{ a: 1, }');
    expect(normalizeDefault('')).toBeUndefined();
  });
});
