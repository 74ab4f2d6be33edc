import { describe, expect, it } from 'vitest';
import { inOrderAhead } from './lookahead';

describe('inOrderAhead', () => {
  it('yields the streams in order and opens the next while the current is delivered', async () => {
    const opened: string[] = [];
    const stream = (name: string) =>
      async function* () {
        opened.push(name);
        yield `${name}1`;
        yield `${name}2`;
      };
    const seen: string[] = [];
    for await (const item of inOrderAhead([stream('a'), stream('b'), stream('c')], 1)) {
      seen.push(`${item}@${opened.join('')}`);
    }
    expect(seen).toEqual(['a1@ab', 'a2@ab', 'b1@abc', 'b2@abc', 'c1@abc', 'c2@abc']);
  });

  it('keeps as many streams open ahead as it is asked to, never more', async () => {
    const opened: string[] = [];
    const stream = (name: string) =>
      async function* () {
        opened.push(name);
        yield name;
      };
    const seen: string[] = [];
    for await (const item of inOrderAhead(['a', 'b', 'c', 'd'].map(stream), 2)) {
      seen.push(`${item}@${opened.join('')}`);
    }
    expect(seen).toEqual(['a@abc', 'b@abcd', 'c@abcd', 'd@abcd']);
  });

  it('closes the stream opened ahead when the consumer stops early', async () => {
    let closed = false;
    const second = async function* () {
      try {
        yield 'b1';
        yield 'b2';
      } finally {
        closed = true;
      }
    };
    const first = async function* () {
      yield 'a1';
      yield 'a2';
    };
    for await (const item of inOrderAhead([first, second])) if (item === 'a1') break;
    expect(closed).toBe(true);
  });

  it('closes the stream being delivered when the consumer stops in the middle of it', async () => {
    const closed: string[] = [];
    const stream = (name: string) =>
      async function* () {
        try {
          yield `${name}1`;
          yield `${name}2`;
        } finally {
          closed.push(name);
        }
      };
    for await (const item of inOrderAhead([stream('a'), stream('b')])) if (item === 'a1') break;
    expect(closed.sort()).toEqual(['a', 'b']);
  });
});
