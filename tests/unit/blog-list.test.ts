import { describe, expect, it } from 'vitest';
import { newestFirst, similarPosts } from '../../src/domain/blog-list.ts';
import { paragraphs } from '../../src/domain/paragraphs.ts';

const post = (id: string, date: string, author?: string) => ({ id, date, author });

describe('blog list', () => {
  const posts = [
    post('a', '2025-05-12', 'Tom'),
    post('b', '2026-03-15', 'Tom'),
    post('c', '2025-08-03', 'Giulia'),
    post('d', '2026-09-08'),
    post('e', '2024-01-10', 'Tom'),
    post('f', '2023-06-01', 'Tom'),
    post('g', '2026-03-15', 'Tom'),
  ];

  it('lists the newest first, same-day posts in a stable order', () => {
    expect(newestFirst(posts).map((item) => item.id)).toEqual(['d', 'b', 'g', 'c', 'a', 'e', 'f']);
  });

  it('suggests up to three other posts by the same author, newest first', () => {
    expect(similarPosts(posts[0]!, posts).map((item) => item.id)).toEqual(['b', 'g', 'e']);
    expect(similarPosts(posts[2]!, posts)).toEqual([]);
    expect(similarPosts(posts[3]!, [...posts, post('h', '2020-01-01')]).map((item) => item.id)).toEqual(['h']);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('One\nstill one\n\n  \n\nTwo\r\n\r\nThree  ')).toEqual(['One\nstill one', 'Two', 'Three']);
    expect(paragraphs('  ')).toEqual([]);
  });
});
