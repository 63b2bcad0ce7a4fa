/** The provider's orders screens: other features use only the layout (side navigation of the provider's area). */
export { ProviderLayout } from './components/ProviderLayout';
