// The per-request hooks of autocannon the benchmarks use: fixed fields, or hooks that build each request (merged into bench/autocannon.d.ts's declaration).
declare module 'autocannon' {
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface RequestHooks extends RequestParams {
    /** Called before each request; answers the request to send. `context` is per connection. */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
    /** Called with each response; `headers` maps lower-case names to values. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }
  export interface Options {
    requests?: RequestHooks[];
  }
}
