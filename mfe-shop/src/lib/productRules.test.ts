import { combinationKey, combineFeatureValues, grossFromNet, netFromGross, taxOptions, toCents } from './productRules';

describe('tax list rule (spec 02 §5)', () => {
  it('adds the current rate when the list lacks it and sorts ascending', () => {
    expect(taxOptions([19, 7], 16)).toEqual([7, 16, 19]);
  });

  it('keeps the list as it is (sorted) when the current rate is in it', () => {
    expect(taxOptions([19, 7], 19)).toEqual([7, 19]);
  });

  it('sorts without a current rate and drops duplicates', () => {
    expect(taxOptions([19, 7, 19, 0])).toEqual([0, 7, 19]);
  });
});

describe('net and gross prices', () => {
  it('computes the gross price from net at 19 % rounded to cents', () => {
    expect(grossFromNet(8.4, 19)).toBe(10);
    expect(grossFromNet(10, 7)).toBe(10.7);
  });

  it('computes the net price from gross at 19 % rounded to cents', () => {
    expect(netFromGross(11.9, 19)).toBe(10);
    expect(netFromGross(9.99, 19)).toBe(8.39);
  });

  it('turns euros into integer cents without binary noise', () => {
    expect(toCents(1234.56)).toBe(123456);
    expect(toCents(0.29)).toBe(29);
  });
});

describe('variant generation', () => {
  const features = [
    {
      featureId: 1,
      featureName: 'Farbe',
      values: [
        { id: 11, name: 'Rot' },
        { id: 12, name: 'Blau' },
      ],
    },
    {
      featureId: 2,
      featureName: 'Größe',
      values: [
        { id: 21, name: 'M' },
        { id: 22, name: 'L' },
        { id: 23, name: 'XL' },
      ],
    },
    { featureId: 3, featureName: 'Material', values: [] },
  ];

  it('makes every combination of the chosen values and skips features without values', () => {
    const combos = combineFeatureValues(features);
    expect(combos).toHaveLength(6);
    expect(combos[0]?.label).toBe('Farbe: Rot / Größe: M');
    expect(combos[5]?.label).toBe('Farbe: Blau / Größe: XL');
  });

  it('makes nothing when no value is chosen', () => {
    expect(combineFeatureValues([{ featureId: 1, featureName: 'Farbe', values: [] }])).toEqual([]);
  });

  it('keys a combination independent of the order of its values', () => {
    expect(combinationKey([21, 11])).toBe(combinationKey([11, 21]));
  });
});
