/**
 * The back office's client, configured once: the shared session client (main API base, `/admin/…`) with the staff
 * session's token instead of the customer's. TOKEN_EXPIRED/TOKEN_INVALID end the staff session (the layout goes to
 * the login), a 403 with `errors.reauth` opens the re-authentication dialog and the call is made again after it.
 * The features' `api/` files call `adminCall` (or `adminRaw` for a body that is not an envelope).
 */
import { createSessionClient, SessionFailure } from '@marktplatz/shared';
import { messages } from '../messages';
import { requestReauth } from './reauth';
import { staffSession } from './session';

/** A refused or failed call of the back office: the server's message, status, code and field errors. */
export { SessionFailure as AdminFailure };

const staffClient = createSessionClient({
  token: () => staffSession.token(),
  onActive: () => staffSession.touch(),
  onSessionGone: () => staffSession.end('expired'),
  reauthenticate: requestReauth,
  messages: messages.errors,
});

/** Makes a call and returns the raw body of a success; failures throw an {@link AdminFailure}. */
export const adminRaw = staffClient.raw;
/** A call whose success is the envelope `{ status: true, data, meta? }`. */
export const adminCall = staffClient.call;
