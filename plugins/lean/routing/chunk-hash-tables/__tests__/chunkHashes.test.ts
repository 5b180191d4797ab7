import vm from 'node:vm';
import {addHashesToChunk, chunkLoads, hashesByLoader, HASH_TABLE, readHashTable, shrinkRuntime} from '../chunkHashes';

/** The part of a minified runtime that names chunk files, as the bundler writes it. */
const RUNTIME =
  'n.e=e=>Promise.all([]),n.u=e=>"assets/js/"+e+"."+({12:"aaaa1111",345:"bbbb2222",6789:"cccc3333"})[e]+".js",n.miniCssF=e=>""+e+".css";';

/** A minified route table chunk that loads chunks 345 and 12. */
const TABLE =
  '"use strict";(self.webpackChunk=self.webpackChunk||[]).push([["75813"],{35600(e,a,i){let l=()=>Promise.all([i.e("345"),i.e("12")]).then(i.bind(i,1))}}]);';

describe('chunk hash tables', () => {
  it('reads the runtime table and the chunks a file loads', () => {
    expect(readHashTable(RUNTIME, 'runtime.js')).toEqual(
      new Map([
        ['12', 'aaaa1111'],
        ['345', 'bbbb2222'],
        ['6789', 'cccc3333'],
      ]),
    );
    expect(chunkLoads(TABLE)).toEqual(new Set(['345', '12']));
    expect(chunkLoads('a.e(6789).then(()=>a.E("12"))')).toEqual(new Set(['6789', '12']));
    // webpack writes the table without parentheses.
    expect(readHashTable('r.u=e=>"assets/js/"+e+"."+{7:"dddd4444"}[e]+".js"', 'runtime.js')).toEqual(
      new Map([['7', 'dddd4444']]),
    );
    expect(() => readHashTable('n.u=e=>e+".js"', 'runtime.js')).toThrow(
      'runtime.js: no table of chunk hashes in the runtime',
    );
  });

  it('reads ids the minifier wrote as number literals (94e3 for chunk 94000) as the runtime looks them up', () => {
    const runtime = 'n.u=e=>"assets/js/"+e+"."+{94e3:"eeee5555",16:"ffff6666","a1":"0000aaaa"}[e]+".js"';
    expect(readHashTable(runtime, 'runtime.js')).toEqual(
      new Map([
        ['94000', 'eeee5555'],
        ['16', 'ffff6666'],
        ['a1', '0000aaaa'],
      ]),
    );
    expect(chunkLoads('i.e(94e3).then(()=>i.e("16"))')).toEqual(new Set(['94000', '16']));
    // Kept in the runtime, the entry still names chunk 94000's file.
    const n: {u?: (id: string) => string} = {};
    vm.runInNewContext(shrinkRuntime(runtime, readHashTable(runtime, 'runtime.js'), 'runtime.js'), {n});
    expect(n.u!('94000')).toBe('assets/js/94000.eeee5555.js');
  });

  it('gives an on-demand chunk the hashes of the chunks only it loads', () => {
    const runtimeTable = readHashTable(RUNTIME, 'runtime.js');
    const loads = new Map([
      // A route table loads a page (12), whose content loads its demo's code (6789).
      ['routes-joy.js', new Set(['12', '345'])],
      ['12.js', new Set(['6789'])],
      // main.js, an entry chunk, loads 345 too: it stays in the runtime.
      ['main.js', new Set(['345'])],
    ]);
    expect(hashesByLoader(runtimeTable, loads, new Set(['routes-joy.js', '12.js']))).toEqual(
      new Map([
        ['routes-joy.js', new Map([['12', 'aaaa1111']])],
        ['12.js', new Map([['6789', 'cccc3333']])],
      ]),
    );
    // A chunk loaded by a file that cannot carry hashes (not an on-demand chunk) stays.
    expect(hashesByLoader(runtimeTable, loads, new Set(['routes-joy.js']))).toEqual(
      new Map([['routes-joy.js', new Map([['12', 'aaaa1111']])]]),
    );
  });

  it('names the same files once the table has loaded, and only the kept ones before', () => {
    const runtime = shrinkRuntime(RUNTIME, new Map([['345', 'bbbb2222']]), 'runtime.js');
    const table = addHashesToChunk(TABLE, new Map([['12', 'aaaa1111']]), 'table.js');
    // Run both: the runtime's `u`, and the table's third element as the runtime calls it.
    const n: Record<string, unknown> & {u?: (id: string) => string} = {};
    const pushed: unknown[][] = [];
    vm.runInNewContext(runtime, {n, Promise});
    vm.runInNewContext(table, {self: {webpackChunk: {push: (item: unknown[]) => pushed.push(item)}}});
    expect(n.u!('345')).toBe('assets/js/345.bbbb2222.js');
    expect(n.u!('12')).toBe('assets/js/12.undefined.js');
    const install = pushed[0]![2] as (require: typeof n) => void;
    install(n);
    expect(n.u!('12')).toBe('assets/js/12.aaaa1111.js');
    expect(Object.keys(n[HASH_TABLE] as object).sort()).toEqual(['12', '345']);
  });

  it('fails, naming the file, on a chunk of another form', () => {
    expect(() => addHashesToChunk('console.log(1);', new Map(), 'odd.js')).toThrow('odd.js: not a chunk file');
  });
});
