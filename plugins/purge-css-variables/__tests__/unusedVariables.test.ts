import {dropUnusedVariables, variablesNamedIn} from '../unusedVariables';

const CSS = [
  ':root{--ifm-color-primary:#07c;--ifm-color-primary-dark:#06b;--ifm-link-color:var(--ifm-color-primary);',
  '--ifm-unused-shade:var(--ifm-base);--ifm-base:#000;--ifm-navbar-height:60px}',
  '.navbar{color:var(--ifm-link-color)}',
  '[data-theme=dark] .menu__link:hover{background:red}',
].join('');

describe('dropUnusedVariables', () => {
  it('drops the custom properties nothing reads, and keeps every rule', async () => {
    const css = await dropUnusedVariables(CSS, variablesNamedIn(['el.style.getPropertyValue("--ifm-navbar-height")']));
    // Read by a rule, through another property, or by a script.
    for (const kept of ['--ifm-link-color', '--ifm-color-primary:', '--ifm-navbar-height']) expect(css).toContain(kept);
    // Read by nothing, or only by a property that goes.
    for (const dropped of ['--ifm-color-primary-dark', '--ifm-unused-shade', '--ifm-base']) {
      expect(css).not.toContain(dropped);
    }
    expect(css).toContain('[data-theme=dark] .menu__link:hover{background:red}');
    expect(css).toContain('.navbar{color:var(--ifm-link-color)}');
  });

  // Any `--name` counts, even in code that is not about CSS: keeping a property is the safe mistake.
  it('finds the names scripts mention', () => {
    expect(variablesNamedIn(['a.style.setProperty("--doc-width", w)', 'i = --1; "--ifm-a"'])).toEqual([
      '--doc-width',
      '--ifm-a',
    ]);
  });
});
