export type Gender = 'male' | 'female' | 'other';
export type Flag = 0 | 1;
