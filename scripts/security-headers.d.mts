// Types of security-headers.mjs for the TypeScript that imports it (the e2e harness's servers).
export declare const BASE_SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare const PERMISSIONS_POLICY: string;
export declare const STATIC_HTML_POLICY: string;
export declare function createNonce(): string;
export declare function withNonce(markup: string, nonce: string | undefined): string;
export declare function scriptTag(body: string, nonce: string | undefined): string;
export declare function originOf(url: unknown): string | null;
export declare function websocketOrigin(origin: string): string;
export declare function tileSource(template: unknown): string | null;
export declare function parseExtraSources(value: unknown): Record<string, string[]>;
export interface PolicyComposition {
  nonce?: string;
  remotes?: Record<string, string>;
  env?: Record<string, unknown>;
  apiOrigins?: string[];
  mapTileUrl?: string;
  imageOrigins?: string[];
  reportUri?: string;
  extra?: Record<string, string[]>;
}
export declare function contentSecurityPolicy(composition?: PolicyComposition): string;
export declare function policyHeaderName(reportOnly: boolean): string;
export declare function isOn(value: unknown): boolean;
export declare function pageSecurityHeaders(policy: string, options?: { reportOnly?: boolean }): Record<string, string>;
