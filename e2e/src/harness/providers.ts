import assert from 'node:assert/strict';
import { API_ORIGIN } from './api.js';
import { api, latestMessage, login } from './session.js';

/** A tiny valid PDF: the ID document of the legal representative. */
export const ID_DOCUMENT_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

export interface NewProvider {
  token: string;
  id: number;
  /** The onboarding's state after the submission: `submitted`, or `verified` where the API verifies at once. */
  status: string;
}

async function post(pathAndQuery: string, body: unknown): Promise<Response> {
  return fetch(`${API_ORIGIN}/${pathAndQuery}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * A new provider as a person would create one: registered, confirmed through the e-mail's link, the trader data of a
 * GmbH complete with the ID document, submitted for verification.
 */
export async function submittedProvider(email: string, companyName: string, password: string): Promise<NewProvider> {
  const registered = await post('register/provider', {
    gender: 'female',
    first_name: 'Greta',
    last_name: 'Neumann',
    email,
    password,
    password_confirmation: password,
    company_name: companyName,
    street: 'Torstraße',
    street_number: '12',
    postal_code: '10119',
    city: 'Berlin',
    phone: '+49 30 5556677',
  });
  assert.ok(registered.ok, `Registrierung: ${registered.status}`);
  const mail = await latestMessage(email, 'email', (entry) => entry.links.some((link) => link.includes('/register/confirm')));
  const link = mail.links.find((candidate) => candidate.includes('/register/confirm'));
  assert.ok(link, 'die Bestätigungs-E-Mail enthält den Link');
  await fetch(link, { redirect: 'manual' });
  const session = await login(email, password);
  const info = await api<{ company_types: { id: number; name: string }[] }>(session.token, 'GET', 'getProviderOnBoardingInfo');
  const gmbh = info.company_types.find((type) => type.name.includes('GmbH')) ?? info.company_types[0];
  assert.ok(gmbh, 'Rechtsformen');
  await api(session.token, 'POST', 'storeProviderOnBoarding', {
    company_type_id: gmbh.id,
    company_name: companyName,
    legal_representative: 'Greta Neumann',
    street: 'Torstraße',
    house_number: '12',
    zip_code: '10119',
    city: 'Berlin',
    phone: '+49 30 5556677',
    email,
    register_court: 'Amtsgericht Charlottenburg',
    register_number: 'HRB 234567 B',
    vat_id: 'DE 811 907 980',
    vat_status: 'regular',
    account_holder: companyName,
    iban: 'DE89 3704 0044 0532 0130 00',
    self_certification: 1,
  });
  const form = new FormData();
  form.append('file', new Blob([ID_DOCUMENT_PDF], { type: 'application/pdf' }), 'ausweis.pdf');
  const uploaded = await fetch(`${API_ORIGIN}/v2/providerUploadDocs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  assert.ok(uploaded.ok, `Ausweis: ${uploaded.status}`);
  const submitted = await api<{ status: string }>(session.token, 'POST', 'storeProviderOnBoarding', { submit: 1 });
  return { token: session.token, id: Number(session.user_id), status: submitted.status };
}
