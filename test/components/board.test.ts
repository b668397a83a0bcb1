/**
 * The board's drawing (src/components/board/Board.tsx), read from the elements it returns: a
 * hole shows its count as a number and its marbles as dots, up to nine, drawn as one path a hole;
 * more than nine are drawn as nine, faded (the number says how many).
 */
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { Board } from '../../src/components/board/Board.tsx';

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
    const marbles = parts.filter((v) => v.type === 'path' && String(v.props.class).startsWith('marble'));
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

  it('draws one dot a marble up to nine, in one path a hole, and none in an empty hole', () => {
    const holes = holeParts(counts);
    expect(holes).toHaveLength(32);
    for (const h of holes) {
      const c = counts[h.index]!;
      expect(h.dots, `hole ${h.index} holds ${c}`).toBe(Math.min(c, 9));
      expect(h.paths, `hole ${h.index} holds ${c}`).toBe(c === 0 ? 0 : 1);
      expect(h.many, `hole ${h.index} holds ${c}`).toBe(c > 9);
    }
  });

  it('writes each hole’s count as a number, however many dots it draws', () => {
    for (const h of holeParts(counts)) expect(h.shown).toBe(counts[h.index]);
  });

  it('draws each dot as a closed circle of the marble’s size round its own centre', () => {
    const tree = Board({ cols: 8, counts: Array(32).fill(4), labels: 'driberg', title: 'test board' });
    const d = elements(tree).find((v) => v.type === 'path' && v.props.class === 'marble')!.props.d as string;
    // Four dots: "M<x> <y>a3.2 3.2 0 1 0 6.4 0a3.2 3.2 0 1 0-6.4 0", two half-circles back to the start.
    const dots = d.split('M').filter(Boolean);
    expect(dots).toHaveLength(4);
    for (const dot of dots) expect(dot).toMatch(/^\d+(\.\d)? \d+a3\.2 3\.2 0 1 0 6\.4 0a3\.2 3\.2 0 1 0-6\.4 0$/);
    // The four dots sit at four different places.
    expect(new Set(dots.map((x) => x.split('a')[0])).size).toBe(4);
  });
});
