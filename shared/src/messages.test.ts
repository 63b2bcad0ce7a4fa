import { messages } from './messages';

describe('messages', () => {
  it('keeps the error catalogue texts of spec 01 §8 and spec 02 §8 verbatim', () => {
    expect(messages.sessionExpired).toBe('Your Session expired please login in again');
    expect(messages.somethingWentWrong).toBe('Something went wrong');
    expect(messages.logoutFailed).toBe('Es ist etwas schief gelaufen, bitte versuchen Sie es erneut.');
    expect(messages.confirmEmail).toBe('Bitte bestätigen Sie Ihr E-Mail-Konto!');
    expect(messages.profileUpdated).toBe('Profile updated successfully!');
    expect(messages.internalServerError).toBe('Internal server error');
  });

  it('has the German validation texts', () => {
    expect(messages.required).toBe('Pflichtfeld');
    expect(messages.invalidDate).toBe('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.');
  });

  it('maps the genders to the salutations Herr, Frau and Divers', () => {
    expect(messages.salutations).toEqual({ male: 'Herr', female: 'Frau', other: 'Divers' });
  });

  it('builds page labels', () => {
    expect(messages.page(3)).toBe('Seite 3');
    expect(messages.pageOf(3, 9)).toBe('Seite 3 von 9');
  });
});
