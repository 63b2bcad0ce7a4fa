import { ok, type Success } from './envelope';

/** A reply whose route declares a 201 answer; `send` takes what the route's 201 schema allows. */
interface CreatingReply<T, Sent> {
  status: (code: 201) => { send: (payload: Success<T>) => Sent };
}

/**
 * Answers 201 with the success envelope: `reply.status(201).send(ok(data, message))`.
 * The payload is checked against the route's 201 response schema as it would be written out.
 */
export function created<T, Sent>(reply: CreatingReply<T, Sent>, data: T, message?: string): Sent {
  return reply.status(201).send(ok(data, message));
}
