/** A WebSocket stand-in for component tests: records what the client sends and lets the test deliver events. */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  deliver(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  static latest(): FakeSocket | undefined {
    return FakeSocket.instances.at(-1);
  }
  static install() {
    FakeSocket.instances = [];
    const original = globalThis.WebSocket;
    (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
    return () => {
      (globalThis as { WebSocket: unknown }).WebSocket = original;
    };
  }
}
