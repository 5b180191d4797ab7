import {NODE_KEYS, type GroupNode, type LinkNode, type PageNode} from '../types';

// Compile-time: the runtime key lists cover exactly the fields of each node type (tsc fails otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const pageKeys: Same<keyof PageNode, (typeof NODE_KEYS.page)[number]> = true;
const linkKeys: Same<keyof LinkNode, (typeof NODE_KEYS.link)[number]> = true;
const groupKeys: Same<keyof GroupNode, (typeof NODE_KEYS.group)[number]> = true;

describe('NODE_KEYS', () => {
  it('matches the node types', () => {
    expect([pageKeys, linkKeys, groupKeys]).toEqual([true, true, true]);
  });
});
