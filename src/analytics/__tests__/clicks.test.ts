/** @jest-environment jsdom */
import {buildClickParams, findTrackedElement, parseSplit, shouldSend} from '../clicks';

function render(html: string): void {
  document.body.innerHTML = html;
}

const byId = (id: string): Element => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} missing`);
  return element;
};

describe('findTrackedElement', () => {
  it('reads category, action and label from the element clicked', () => {
    render(
      '<button id="b" data-ga-event-category="settings" data-ga-event-action="open" data-ga-event-label="navbar">x</button>',
    );
    expect(findTrackedElement(byId('b'))).toEqual({
      category: 'settings',
      action: 'open',
      label: 'navbar',
      split: undefined,
    });
  });

  it('finds the tracked ancestor of a nested element and of a text node', () => {
    render('<a id="a" data-ga-event-category="nav" data-ga-event-action="link"><span id="s">Installation</span></a>');
    expect(findTrackedElement(byId('s'))?.category).toBe('nav');
    expect(findTrackedElement(byId('s').firstChild)?.category).toBe('nav');
  });

  it('lets the nearest tracked ancestor win over an outer one', () => {
    render(
      '<div data-ga-event-category="card" data-ga-event-action="outer">' +
        '<button data-ga-event-category="button" data-ga-event-action="inner"><span id="s">x</span></button></div>',
    );
    expect(findTrackedElement(byId('s'))).toMatchObject({category: 'button', action: 'inner'});
  });

  it('leaves action and label undefined when absent', () => {
    render('<button id="b" data-ga-event-category="settings">x</button>');
    expect(findTrackedElement(byId('b'))).toEqual({
      category: 'settings',
      action: undefined,
      label: undefined,
      split: undefined,
    });
  });

  it('ignores clicks outside tracked elements, an empty category and non-DOM targets', () => {
    render('<p id="p">x</p><button id="e" data-ga-event-category="">x</button>');
    expect(findTrackedElement(byId('p'))).toBeUndefined();
    expect(findTrackedElement(byId('e'))).toBeUndefined();
    expect(findTrackedElement(null)).toBeUndefined();
    expect(findTrackedElement(window)).toBeUndefined();
  });

  it('reads the split', () => {
    render('<button id="b" data-ga-event-category="c" data-ga-event-split="0.1">x</button>');
    expect(findTrackedElement(byId('b'))?.split).toBe(0.1);
  });
});

describe('parseSplit', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    ['0.25', 0.25],
    [' 0.5 ', 0.5],
    ['.5', 0.5],
    ['1.0', 1],
  ])('reads %j as %s', (value, split) => {
    expect(parseSplit(value)).toBe(split);
  });

  it.each([null, '', '  ', 'half', '1.5', '2', '-0.1', 'NaN', 'Infinity', '0x1', '1e0', '0.5%'])(
    'treats %j as no split',
    (junk) => {
      expect(parseSplit(junk)).toBeUndefined();
    },
  );
});

describe('shouldSend', () => {
  it('always sends without a split', () => {
    expect(shouldSend(undefined, 0.999)).toBe(true);
  });

  it('never sends with split 0 and always with split 1', () => {
    for (const random of [0, 0.5, 0.999999]) {
      expect(shouldSend(0, random)).toBe(false);
      expect(shouldSend(1, random)).toBe(true);
    }
  });

  it('sends when the draw is below the split', () => {
    expect(shouldSend(0.1, 0.05)).toBe(true);
    expect(shouldSend(0.1, 0.1)).toBe(false);
    expect(shouldSend(0.1, 0.5)).toBe(false);
  });
});

describe('buildClickParams', () => {
  it('sends action and label', () => {
    expect(buildClickParams({action: 'open', label: 'navbar'})).toEqual({eventAction: 'open', eventLabel: 'navbar'});
  });

  it('omits a missing label or action rather than sending undefined', () => {
    const params = buildClickParams({action: 'open', label: undefined});
    expect(params).toEqual({eventAction: 'open'});
    expect(params).not.toHaveProperty('eventLabel');
    expect(buildClickParams({action: undefined, label: undefined})).toEqual({});
  });
});
