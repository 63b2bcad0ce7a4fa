import { FORM_ERROR } from 'final-form';
import { fieldErrors, firstFieldErrors, hasFieldError, toSubmissionErrors } from './fieldErrors';
import { loginPathFor, safeRedirect } from './auth/loginPath';

/** The body of the API's 422 answer (the http client rejects with it). */
const UNPROCESSABLE = {
  status: false,
  message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  code: 'VALIDATION_FAILED',
  errors: {
    email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'Diese E-Mail-Adresse ist bereits registriert.'],
    zip: 'Die Postleitzahl hat fünf Ziffern.',
    ignored: [42],
  },
};

describe('API field errors', () => {
  it('reads every field’s German messages, lists and single texts, and skips what is no text', () => {
    expect(fieldErrors(UNPROCESSABLE)).toEqual({
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'Diese E-Mail-Adresse ist bereits registriert.'],
      zip: ['Die Postleitzahl hat fünf Ziffern.'],
    });
    expect(firstFieldErrors(UNPROCESSABLE)).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      zip: 'Die Postleitzahl hat fünf Ziffern.',
    });
    expect(hasFieldError(UNPROCESSABLE, 'email')).toBe(true);
    expect(hasFieldError(UNPROCESSABLE, 'city')).toBe(false);
  });

  it('answers no field errors for other rejections', () => {
    for (const rejection of [undefined, null, 'Something went wrong', { message: 'x' }, { errors: ['a'] }]) {
      expect(fieldErrors(rejection)).toEqual({});
    }
  });

  it('gives react-final-form each field’s first message and the server message as the form error', () => {
    expect(toSubmissionErrors(UNPROCESSABLE)).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      zip: 'Die Postleitzahl hat fünf Ziffern.',
      [FORM_ERROR]: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
    expect(toSubmissionErrors('Something went wrong')).toEqual({ [FORM_ERROR]: 'Something went wrong' });
  });

  it('with generalOnlyWithoutFields gives the fields’ messages, or else the server message as the form error', () => {
    expect(toSubmissionErrors(UNPROCESSABLE, { generalOnlyWithoutFields: true })).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      zip: 'Die Postleitzahl hat fünf Ziffern.',
    });
    expect(toSubmissionErrors('Something went wrong', { generalOnlyWithoutFields: true })).toEqual({
      [FORM_ERROR]: 'Something went wrong',
    });
  });
});

describe('login path', () => {
  it('takes a location (useLocation() or a path) and carries path, query and hash as redirect', () => {
    expect(loginPathFor({ pathname: '/orders/12', search: '?tab=versand', hash: '#rechnung' })).toBe(
      '/login?redirect=%2Forders%2F12%3Ftab%3Dversand%23rechnung',
    );
    expect(loginPathFor({ pathname: '/account/notifications' })).toBe('/login?redirect=%2Faccount%2Fnotifications');
  });

  it('follows only own paths after login', () => {
    expect(safeRedirect('/orders?x=1')).toBe('/orders?x=1');
    for (const foreign of ['//evil.example', '/\\evil.example', 'https://evil.example', '', null, undefined]) {
      expect(safeRedirect(foreign)).toBe('/account');
    }
    expect(safeRedirect(null, '/shop/provider')).toBe('/shop/provider');
  });
});
