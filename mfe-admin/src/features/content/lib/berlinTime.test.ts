import { berlinFields, berlinIso } from './berlinTime';

describe('Berlin wall time → ISO with offset', () => {
  it('sends +01:00 in winter and +02:00 in summer', () => {
    expect(berlinIso('2027-01-15', '10:00')).toBe('2027-01-15T10:00:00+01:00');
    expect(berlinIso('2027-07-01', '9:05')).toBe('2027-07-01T09:05:00+02:00');
  });

  it('switches on the last Sundays of March and October', () => {
    expect(berlinIso('2027-03-28', '01:30')).toBe('2027-03-28T01:30:00+01:00');
    expect(berlinIso('2027-03-28', '03:30')).toBe('2027-03-28T03:30:00+02:00');
    expect(berlinIso('2027-10-31', '04:00')).toBe('2027-10-31T04:00:00+01:00');
  });

  it('refuses a time that does not exist or is not one', () => {
    expect(berlinIso('2027-03-28', '02:30')).toBeNull();
    expect(berlinIso('2027-01-15', '25:00')).toBeNull();
    expect(berlinIso('15.01.2027', '10:00')).toBeNull();
  });

  it('reads an instant back as the Berlin day and time', () => {
    expect(berlinFields(new Date('2027-01-15T09:00:00.000Z'))).toEqual({ day: '2027-01-15', time: '10:00' });
    expect(berlinFields(new Date('2027-07-01T07:05:00.000Z'))).toEqual({ day: '2027-07-01', time: '09:05' });
  });
});
