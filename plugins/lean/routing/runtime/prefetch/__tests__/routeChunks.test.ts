import {createIdleQueue, indexRouteChunks} from '../routeChunks';

describe('indexRouteChunks', () => {
  it('lists the chunk names of each route path, hash removed, nested trees flattened', () => {
    const index = indexRouteChunks({
      '/material-ui/-5e9': {__comp: 'a94703ab', __context: {plugin: 'c141421f'}},
      '/material-ui/react-button/-d0b': {__comp: '17896441', content: 'eaad1b9e', sidebar: {items: ['x1', 'x2']}},
      '/versions/-3f2': {__comp: '1df93b7f'},
    });
    expect(index.get('/material-ui/')).toEqual(['a94703ab', 'c141421f']);
    expect(index.get('/material-ui/react-button/')).toEqual(['17896441', 'eaad1b9e', 'x1', 'x2']);
    expect(index.get('/versions/')).toEqual(['1df93b7f']);
    expect(index.get('/material-ui/react-button')).toBeUndefined();
  });

  it('keeps the dashes of a path, removing only the hash', () => {
    expect([...indexRouteChunks({'/x/react-data-grid/-abc': {__comp: 'c'}}).keys()]).toEqual(['/x/react-data-grid/']);
  });
});

describe('createIdleQueue', () => {
  function fakeIdle() {
    const pending: Array<(deadline: {timeRemaining: () => number}) => void> = [];
    return {
      requestIdle: (callback: (deadline: {timeRemaining: () => number}) => void) => void pending.push(callback),
      /** Runs the next idle period, with `ms` of time per job left before the last. */
      run(budgetJobs: number) {
        let left = budgetJobs;
        pending.shift()?.({timeRemaining: () => (left-- > 1 ? 10 : 0)});
      },
      get pending() {
        return pending.length;
      },
    };
  }

  it('runs nothing on the spot, then jobs in order while the idle period lasts', () => {
    const idle = fakeIdle();
    const ran: number[] = [];
    const enqueue = createIdleQueue(idle.requestIdle);
    for (const n of [1, 2, 3, 4, 5]) enqueue(() => ran.push(n));
    expect(ran).toEqual([]);
    expect(idle.pending).toBe(1);
    idle.run(2);
    expect(ran).toEqual([1, 2]);
    expect(idle.pending).toBe(1);
    idle.run(10);
    expect(ran).toEqual([1, 2, 3, 4, 5]);
    expect(idle.pending).toBe(0);
  });

  it('stops a long idle period after its time slice, and goes on in the next period', () => {
    const idle = fakeIdle();
    let clock = 0;
    const ran: number[] = [];
    const enqueue = createIdleQueue(idle.requestIdle, {sliceMs: 10, now: () => clock});
    for (const n of [1, 2, 3, 4, 5]) {
      enqueue(() => {
        ran.push(n);
        clock += 4;
      });
    }
    idle.run(100);
    // 4 ms per job: after three jobs, 12 ms have passed.
    expect(ran).toEqual([1, 2, 3]);
    idle.run(100);
    expect(ran).toEqual([1, 2, 3, 4, 5]);
    expect(idle.pending).toBe(0);
  });

  it('moves at least one job per idle period, and asks for a period again when given more work', () => {
    const idle = fakeIdle();
    const ran: string[] = [];
    const enqueue = createIdleQueue(idle.requestIdle);
    enqueue(() => ran.push('a'));
    enqueue(() => ran.push('b'));
    idle.run(0);
    expect(ran).toEqual(['a']);
    idle.run(0);
    expect(ran).toEqual(['a', 'b']);
    expect(idle.pending).toBe(0);
    enqueue(() => ran.push('c'));
    expect(idle.pending).toBe(1);
    idle.run(1);
    expect(ran).toEqual(['a', 'b', 'c']);
  });
});
