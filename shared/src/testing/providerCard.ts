/** A provider of the search list (`/provider_search`) in Berlin without logo, rating, distance or store: override what a test needs. */
export const providerCardFixture = (id: number, name: string) => ({
  id,
  slug: `anbieter-${id}`,
  company_name: name,
  logo: null,
  city: 'Berlin',
  rating: null,
  rating_count: 0,
  premium: false,
  distance_km: null,
  industries: [],
  store: null,
  open_now: null,
  open_text: null,
});
