/** A page of rows with the numbers a list needs. */
export interface ListPage<T> {
  rows: T[];
  page: number;
  lastPage: number;
  total: number;
}

export type Flag = 0 | 1;
