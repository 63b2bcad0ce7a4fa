import { Link } from 'react-router-dom';
import { ErrorState, useFetch } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { listProviderLeadRoutes, type ProviderLeadRoute } from '../api/listProviderLeadRoutes';
import { LeadList, LeadsSkeleton } from './LeadsSkeleton';
import { useReportSettled } from '../lib/settledParts';
import { messages } from '../../../messages';

const T = messages.page;

/**
 * „Anfragen“: the provider's active lead routes, each a link to the request in its living world; `initial`: the routes
 * the server loaded with the page.
 */
export default function LeadsSection({
  providerId,
  initial,
  onSettled,
}: {
  providerId: number;
  initial?: ProviderLeadRoute[];
  /** Called once the first load has ended (the page shows its parts together). */
  onSettled?: () => void;
}) {
  const routes = useFetch((signal) => listProviderLeadRoutes(providerId, signal), [providerId], {
    initial: initial ? () => initial : undefined,
  });
  useReportSettled(routes.data !== undefined || routes.error !== undefined, onSettled);
  if (routes.loading && !routes.data) return <LeadsSkeleton />;
  if (routes.error !== undefined || !routes.data) return <ErrorState title={T.leadsFailed} error={routes.error} onRetry={routes.reload} />;
  if (routes.data.length === 0) return <Muted>{T.leadsEmpty}</Muted>;
  return (
    <LeadList data-testid="provider-leads">
      {routes.data.map((route) => (
        <li key={route.id}>
          <Link to={`/world-category/lead/${route.category_slug}/${route.slug}`} aria-label={T.leadRequest(route.name)}>
            {route.name}
          </Link>
          <Muted as="span" $small>
            {route.category_title}
          </Muted>
          {route.description ? <span className="text">{route.description}</span> : null}
        </li>
      ))}
    </LeadList>
  );
}
