import {runInStages} from '../stages';

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
