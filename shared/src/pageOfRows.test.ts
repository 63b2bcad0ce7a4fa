import { pageOfRows } from './pageOfRows';

describe('pageOfRows', () => {
  it("turns a paged answer into the screens' page: its rows and the API's paginator", () => {
    const meta = { current_page: 2, last_page: 3, per_page: 10, total: 25 };
    expect(pageOfRows({ data: [{ id: 1 }, { id: 2 }], meta })).toEqual({ rows: [{ id: 1 }, { id: 2 }], meta });
  });
});
