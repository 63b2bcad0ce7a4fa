/** Version of the shared runtime library; kept equal to `version` in shared/package.json. */
export const SHARED_VERSION = '1.19.0';
