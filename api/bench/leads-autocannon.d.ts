// Fixed requests (method, path, headers) in autocannon's `requests` list, as the leads benchmark sends them.
declare module 'autocannon' {
  export interface RequestHooks {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
}
