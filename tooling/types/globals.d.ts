/** Endpoints baked in at build time for standalone mode (webpack DefinePlugin); the shell uses /env.json. */
declare const __MARKTPLATZ_API__: {
  API_BASE: string;
  API_SECONDARY_BASE: string;
  GRAPHQL_URL: string;
};
