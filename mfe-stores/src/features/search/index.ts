/** The provider search's public surface: the open-state badge the provider page shows too. */
export { OpenBadge } from './components/ProviderCardView';
