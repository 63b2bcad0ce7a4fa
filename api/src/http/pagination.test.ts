import { pageMeta, pageOf, readPage, type PageRequest } from './pagination';

describe('pageOf', () => {
  it('turns the validated page/per_page query into the page request', () => {
    expect(pageOf({ page: 3, per_page: 20 })).toEqual({ page: 3, perPage: 20 });
  });
});

describe('readPage', () => {
  it('reads the asked page and answers its rows with the paginator over the total', async () => {
    const asked: PageRequest[] = [];
    const result = await readPage({ page: 2, per_page: 5 }, async (page) => {
      asked.push(page);
      return { rows: ['f', 'g'], total: 7 };
    });
    expect(asked).toEqual([{ page: 2, perPage: 5 }]);
    expect(result).toEqual({ rows: ['f', 'g'], meta: { current_page: 2, last_page: 2, per_page: 5, total: 7 } });
    expect(result.meta).toEqual(pageMeta({ page: 2, perPage: 5 }, 7));
  });

  it('answers each row through present when given', async () => {
    const result = await readPage(
      { page: 1, per_page: 2 },
      async () => ({ rows: [1, 2], total: 3 }),
      (row) => `#${row}`,
    );
    expect(result).toEqual({ rows: ['#1', '#2'], meta: { current_page: 1, last_page: 2, per_page: 2, total: 3 } });
  });

  it('answers an empty list as one empty page', async () => {
    const result = await readPage({ page: 1, per_page: 10 }, async () => ({ rows: [], total: 0 }));
    expect(result).toEqual({ rows: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } });
  });
});
