import {readSearchPageQuery, writeSearchPageQuery} from '../searchPageQuery';

const SCOPES = ['material-ui', 'joy-ui'];

describe('readSearchPageQuery', () => {
  it('reads the words and the scope', () => {
    expect(readSearchPageQuery('?q=button&ctx=joy-ui', SCOPES)).toEqual({
      query: 'button',
      scope: 'joy-ui',
      version: '',
    });
    expect(readSearchPageQuery('?q=data%20grid', SCOPES)).toEqual({query: 'data grid', scope: '', version: ''});
    expect(readSearchPageQuery('?q=chip&ctx=material-ui&v=v6', SCOPES)).toEqual({
      query: 'chip',
      scope: 'material-ui',
      version: 'v6',
    });
  });

  it('drops a scope the site does not offer, and reads nothing from an empty or junk address', () => {
    expect(readSearchPageQuery('?q=a&ctx=../../etc&v=v6', SCOPES)).toEqual({query: 'a', scope: '', version: ''});
    expect(readSearchPageQuery('', SCOPES)).toEqual({query: '', scope: '', version: ''});
    expect(readSearchPageQuery('?%E0%A4%A=1', SCOPES)).toEqual({query: '', scope: '', version: ''});
  });
});

describe('writeSearchPageQuery', () => {
  it('sets, replaces and removes parameters, keeping the others', () => {
    expect(writeSearchPageQuery('', {query: 'chip'})).toBe('?q=chip');
    expect(writeSearchPageQuery('?q=chip&ctx=joy-ui', {query: 'card'})).toBe('?q=card&ctx=joy-ui');
    expect(writeSearchPageQuery('?q=chip&ctx=joy-ui', {scope: ''})).toBe('?q=chip');
    expect(writeSearchPageQuery('?q=chip&ctx=material-ui&v=v6', {scope: 'joy-ui', version: ''})).toBe(
      '?q=chip&ctx=joy-ui',
    );
    expect(writeSearchPageQuery('?q=chip', {query: ''})).toBe('');
    expect(writeSearchPageQuery('?version=v6&q=a', {query: 'a b'})).toBe('?version=v6&q=a+b');
  });
});
