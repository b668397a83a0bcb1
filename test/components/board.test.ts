/**
 * The board's drawing (src/components/board/Board.tsx), read from the elements it returns: a
 * hole shows its count as a number and its marbles as stones, up to nine, drawn as one path a hole
 * (with their glints as one more); more than nine are drawn as nine, faded (the number
 * says how many). A stone just dropped flies in from the hole before it on the lap's path.
 */
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { Board, type BoardMarks } from '../../src/components/board/Board.tsx';
import { MAX_STONES, STONE_R, stoneOffsets } from '../../src/components/board/stones.ts';

type Props = Record<string, unknown> & { children?: unknown };

/** Every element of a tree of Preact elements (function components are not expanded). */
function elements(node: unknown): VNode<Props>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!node || typeof node !== 'object' || !('type' in node)) return [];
  const v = node as VNode<Props>;
  return [v, ...elements(v.props.children)];
}

function holeParts(counts: number[]) {
  const tree = Board({ cols: 8, counts, labels: 'driberg', title: 'test board' });
  const all = elements(tree);
  const holes = all.filter((v) => v.type === 'g' && String(v.props.class).split(' ').includes('hole'));
  // The counts are drawn in the layer of words outside the scaled drawing, in the holes' order.
  const written = all.filter((v) => v.type === 'text' && v.props.class === 'hole__count');
  expect(written).toHaveLength(holes.length);
  return holes.map((g, n) => {
    const parts = elements(g.props.children);
    const marbles = parts.filter((v) => v.type === 'path' && String(v.props.class).split(' ').includes('marble'));
    const count = written[n];
    return {
      index: Number(g.props['data-hole']),
      paths: marbles.length,
      dots: marbles.reduce((n, p) => n + (String(p.props.d).match(/M/g)?.length ?? 0), 0),
      many: marbles.some((p) => String(p.props.class).includes('marble--many')),
      shown: count?.props.children,
    };
  });
}

describe('the board', () => {
  const counts = Array.from({ length: 32 }, (_, i) => i % 13); // 0 … 12 marbles a hole

  it('draws one stone a marble up to nine, in one path a hole, and none in an empty hole', () => {
    const holes = holeParts(counts);
    expect(holes).toHaveLength(32);
    for (const h of holes) {
      const c = counts[h.index]!;
      expect(h.dots, `hole ${h.index} holds ${c}`).toBe(Math.min(c, 9));
      expect(h.paths, `hole ${h.index} holds ${c}`).toBe(c === 0 ? 0 : 1);
      expect(h.many, `hole ${h.index} holds ${c}`).toBe(c > 9);
    }
  });

  it('writes each hole’s count as a number, however many stones it draws', () => {
    for (const h of holeParts(counts)) expect(h.shown).toBe(counts[h.index]);
  });

  it('draws each stone as a dot at its own place inside its pit, with its glint over it', () => {
    const tree = Board({ cols: 8, counts: Array(32).fill(4), labels: 'driberg', title: 'test board' });
    const all = elements(tree);
    const hole = all.find((v) => v.type === 'g' && v.props['data-hole'] === 5)!;
    const parts = elements(hole.props.children);
    const pit = parts.find((v) => v.props.class === 'hole__pit')!.props as unknown as { cx: number; cy: number; r: number };
    const d = (cls: string) => String(parts.find((v) => v.type === 'path' && v.props.class === cls)!.props.d);
    // Four stones: "M<x> <y>h0" each, a zero-length stroke drawn as a disc by its round cap.
    const at = (path: string) => path.split('M').filter(Boolean).map((dot) => {
      expect(dot).toMatch(/^-?\d+(\.\d)? -?\d+(\.\d)?h0$/);
      return dot.slice(0, -2).split(' ').map(Number) as [number, number];
    });
    const stones = at(d('marble'));
    expect(stones).toHaveLength(4);
    expect(new Set(stones.map(String)).size).toBe(4);
    // Every stone wholly inside the pit, and no two on top of each other.
    for (const [x, y] of stones) expect(Math.hypot(x - pit.cx, y - pit.cy) + STONE_R).toBeLessThanOrEqual(pit.r);
    for (const [i, a] of stones.entries()) for (const b of stones.slice(i + 1)) expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThan(STONE_R);
    // The glint: one dot a stone, up and to the left of it.
    for (const cls of ['marble__shine']) {
      const over = at(d(cls));
      expect(over).toHaveLength(4);
      over.forEach(([x, y], n) => {
        expect(x).toBeLessThan(stones[n]![0]);
        expect(y).toBeLessThan(stones[n]![1]);
      });
    }
  });

  it('draws the same stones for the same hole and count, and lays them anew when the count changes', () => {
    // Each hole's stones, by the hole's index.
    const d = (counts: number[]) => elements(Board({ cols: 8, counts, labels: 'driberg', title: 'test board' }))
      .filter((v) => v.type === 'g' && v.props['data-hole'] !== undefined)
      .sort((a, b) => Number(a.props['data-hole']) - Number(b.props['data-hole']))
      .map((g) => String(elements(g.props.children).find((v) => v.props.class === 'marble')!.props.d));
    const four = Array(32).fill(4);
    expect(d(four)).toEqual(d([...four]));
    // Hole by hole, two holes of four are never drawn alike: the pile turns with the hole's index.
    expect(new Set(d(four)).size).toBe(32);
    const five = [...four];
    five[0] = 5;
    expect(d(five)[0]).not.toBe(d(four)[0]);
    expect(d(five).slice(1)).toEqual(d(four).slice(1));
  });

  it('flies the stone just dropped in from the drop before it, or from the lifted hole for the first', () => {
    const flight = (marks: BoardMarks) => {
      const all = elements(Board({ cols: 8, counts: Array(32).fill(2), labels: 'driberg', title: 'test board', marks }));
      const centre = (i: number) => {
        const pit = elements(all.find((v) => v.type === 'g' && v.props['data-hole'] === i)!.props.children).find((v) => v.props.class === 'hole__pit')!.props as unknown as { cx: number; cy: number };
        return [pit.cx, pit.cy];
      };
      const f = all.find((v) => v.props.class === 'board__flight');
      if (!f) return null;
      const [x, y] = String(f.props.style).match(/-?[\d.]+(?=px)/g)!.map(Number);
      // Where it starts: its own place plus its offset, as a hole's centre.
      return { from: [Number(f.props.cx) + x!, Number(f.props.cy) - 1 + y!], to: centre(marks.dropped!), holeAt: centre, key: f.key };
    };
    const first = flight({ lifted: 1, dropped: 2, path: [2] })!;
    expect(first.from).toEqual(first.holeAt(1));
    expect(first.to).toEqual(first.holeAt(2));
    const third = flight({ lifted: 1, dropped: 4, path: [2, 3, 4] })!;
    expect(third.from).toEqual(third.holeAt(3));
    // A new drop, a new element (its key), so that its animation runs again.
    expect(third.key).not.toBe(first.key);
    // Nothing dropped, nothing flies.
    expect(flight({ lifted: 1 })).toBeNull();
    expect(flight({})).toBeNull();
  });
});

describe('the stones of a hole (stones.ts)', () => {
  it('lie inside the pit and apart, for every count and every hole of the widest board', () => {
    // The pit's radius is 20 (Board.tsx); a stone may not reach past it, nor sit on another.
    for (let index = 0; index < 64; index++) {
      for (let count = 0; count <= 20; count++) {
        const at = stoneOffsets(index, count);
        expect(at).toHaveLength(Math.min(count, MAX_STONES));
        for (const [x, y] of at) expect(Math.hypot(x, y) + STONE_R, `hole ${index}, ${count}`).toBeLessThanOrEqual(20);
        for (const [i, a] of at.entries()) for (const b of at.slice(i + 1)) expect(Math.hypot(a[0] - b[0], a[1] - b[1]), `hole ${index}, ${count}`).toBeGreaterThan(1.4 * STONE_R);
      }
    }
  });

  it('refuses nothing: a count that is not a whole number of marbles draws no more than it holds', () => {
    expect(stoneOffsets(3, -2)).toEqual([]);
    expect(stoneOffsets(3, 2.7)).toHaveLength(2);
    expect(stoneOffsets(3, Number.NaN)).toEqual([]);
  });
});
