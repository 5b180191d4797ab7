import {yieldToMain} from '../yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as {scheduler?: unknown}).scheduler;
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as {scheduler?: unknown}).scheduler = {yield: schedulerYield};
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves in a later task, after pending promise callbacks', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'after the yield']);
  });
});
