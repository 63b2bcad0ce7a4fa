import { energyClassOf } from './energy';

describe('energy efficiency class (GEG Anlage 10)', () => {
  it.each([
    [0, 'A+'],
    [29.9, 'A+'],
    [30, 'A'],
    [45, 'A'],
    [49.9, 'A'],
    [50, 'B'],
    [54, 'B'],
    [74.9, 'B'],
    [75, 'C'],
    [99.9, 'C'],
    [100, 'D'],
    [108, 'D'],
    [129.9, 'D'],
    [130, 'E'],
    [159.9, 'E'],
    [160, 'F'],
    [199.9, 'F'],
    [200, 'G'],
    [249.9, 'G'],
    [250, 'H'],
    [420, 'H'],
  ])('%p kWh/(m²·a) is class %s', (value, expected) => {
    expect(energyClassOf(value)).toBe(expected);
  });
});
