import {loadOnce} from '../loadOnce';

describe('loadOnce', () => {
  it('loads on the first get only, and shares the value', async () => {
    const load = jest.fn(() => Promise.resolve({name: 'chunk'}));
    const chunk = loadOnce(load);
    expect(chunk.started()).toBeUndefined();
    expect(load).not.toHaveBeenCalled();

    const first = chunk.get();
    expect(chunk.started()).toBe(first);
    expect(chunk.loaded()).toBeUndefined();
    const value = await first;
    expect(await chunk.get()).toBe(value);
    expect(chunk.loaded()).toBe(value);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next get tries again', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const chunk = loadOnce(load);
    await expect(chunk.get()).rejects.toThrow('offline');
    expect(chunk.started()).toBeUndefined();
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.get()).resolves.toBe('chunk');
    expect(chunk.loaded()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
