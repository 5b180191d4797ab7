import {copyText, CopyNotAllowedError} from '../clipboard';

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = jest.fn(async () => undefined);
    const execCommandCopy = jest.fn(() => true);
    await copyText('npm install', {writeText, execCommandCopy});
    expect(writeText).toHaveBeenCalledWith('npm install');
    expect(execCommandCopy).not.toHaveBeenCalled();
  });

  it('falls back to execCommand when the Clipboard API is missing or refuses', async () => {
    const execCommandCopy = jest.fn(() => true);
    await copyText('a', {execCommandCopy});
    await copyText('b', {
      writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      execCommandCopy,
    });
    expect(execCommandCopy.mock.calls).toEqual([['a'], ['b']]);
  });

  it('rejects with a not-allowed error when both fail', async () => {
    const denied = new DOMException('Write permission denied.', 'NotAllowedError');
    const result = copyText('x', {
      writeText: () => Promise.reject(denied),
      execCommandCopy: () => {
        throw new Error('execCommand is not supported');
      },
    });
    await expect(result).rejects.toBeInstanceOf(CopyNotAllowedError);
    await expect(result).rejects.toMatchObject({
      message: 'Copying to the clipboard is not allowed here.',
      cause: denied,
    });
  });

  it('treats an execCommand that reports false as a failure', async () => {
    await expect(copyText('x', {execCommandCopy: () => false})).rejects.toBeInstanceOf(CopyNotAllowedError);
  });
});
