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

/** A reply a file is sent with (any route's reply without a JSON answer schema). */
export interface FileReply<Sent> {
  header: (name: string, value: string) => unknown;
  send: (payload: Buffer | string) => Sent;
}

/** A file to download: its bytes, content type, the name it is saved under, and whether caches must not keep it. */
export interface Attachment {
  body: Buffer | string;
  contentType: string;
  fileName: string;
  /** `cache-control: private, no-store`: for a file only the signed-in owner may see (invoices, exports). */
  noStore: boolean;
}

/** Sends a file as a download (`content-disposition: attachment; filename="…"`). */
export function sendAttachment<Sent>(reply: FileReply<Sent>, file: Attachment): Sent {
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
  if (file.noStore) reply.header('cache-control', 'private, no-store');
  return reply.send(file.body);
}
