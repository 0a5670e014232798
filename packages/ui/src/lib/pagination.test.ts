import { describe, expect, it } from 'vitest';
import { pageItems, pageRange, paginate, totalPages } from './pagination';

describe('pageItems', () => {
  it('lists every page up to 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('collapses with ellipses beyond 7 pages', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pageItems(3, 8)).toEqual([1, 2, 3, 4, 'ellipsis-end', 8]);
    expect(pageItems(6, 8)).toEqual([1, 'ellipsis-start', 5, 6, 7, 8]);
  });
});

describe('page arithmetic', () => {
  it('counts pages, at least one', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
  });

  it('gives the shown range', () => {
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(2, 10, 25)).toEqual({ from: 11, to: 20 });
    expect(pageRange(3, 10, 25)).toEqual({ from: 21, to: 25 });
  });

  it('slices a page', () => {
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
});
