import {isInRoutesScope} from '../routesScope';

describe('isInRoutesScope', () => {
  it('takes every path when there is no prefix', () => {
    expect(isInRoutesScope({}, '/anything/')).toBe(true);
  });

  it('takes the paths under the prefix', () => {
    const scope = {routesPrefix: '/joy-ui/api/'};
    expect(isInRoutesScope(scope, '/joy-ui/api/button/')).toBe(true);
    expect(isInRoutesScope(scope, '/joy-ui/api/')).toBe(true);
    expect(isInRoutesScope(scope, '/joy-ui/react-button/')).toBe(false);
  });

  it('with letters, takes only the paths whose next character is one of them', () => {
    const scope = {routesPrefix: '/joy-ui/api/', routesLetters: 'abc'};
    expect(isInRoutesScope(scope, '/joy-ui/api/button/')).toBe(true);
    expect(isInRoutesScope(scope, '/joy-ui/api/card/-p')).toBe(true);
    expect(isInRoutesScope(scope, '/joy-ui/api/divider/')).toBe(false);
    // The prefix itself has no next character.
    expect(isInRoutesScope(scope, '/joy-ui/api/')).toBe(false);
    expect(isInRoutesScope(scope, '/joy-ui/apple/')).toBe(false);
  });
});
