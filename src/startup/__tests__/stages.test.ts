import {runInStages, yieldToMain} from '../stages';

describe('runInStages', () => {
  it('runs the stages in order, yielding between them and awaiting what each returns', async () => {
    const log: string[] = [];
    const yieldBetween = jest.fn(async () => {
      log.push('yield');
    });
    await runInStages(
      [
        () => log.push('one'),
        () => new Promise<void>((resolve) => setTimeout(() => resolve(void log.push('two (async)')), 5)),
        () => log.push('three'),
      ],
      yieldBetween,
    );
    expect(log).toEqual(['one', 'yield', 'two (async)', 'yield', 'three']);
  });

  it('reports a failed stage and still runs the next ones', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const ran: number[] = [];
    await runInStages(
      [
        () => {
          throw new Error('sync');
        },
        () => Promise.reject(new Error('async')),
        () => ran.push(3),
      ],
      async () => {},
    );
    expect(ran).toEqual([3]);
    expect(error.mock.calls.map(([message, cause]) => [message, (cause as Error).message])).toEqual([
      ['Startup stage 1 of 3 failed:', 'sync'],
      ['Startup stage 2 of 3 failed:', 'async'],
    ]);
    error.mockRestore();
  });
});

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
