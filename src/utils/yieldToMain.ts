/**
 * Lets the browser run other tasks (input, rendering) before resolving: `scheduler.yield()` where
 * the browser has it (the continuation keeps its place in the queue), a message-channel task
 * elsewhere. Not `setTimeout`: hidden tabs delay timers by up to a second.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (typeof scheduler?.yield === 'function') {
    return scheduler.yield();
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
