import { useFetch, usePageTitle } from '@marktplatz/shared';
import { LoadState } from '@marktplatz/shared/kit';
import { getGastroSettings } from '../api/getGastroSettings';
import { getGastroTags } from '../api/getGastroTags';
import { getOrderingSettings } from '../api/getOrderingSettings';
import { GastroForm } from '../components/GastroForm';
import { OrderingForm } from '../components/OrderingForm';
import { ProviderNav } from '../components/ProviderNav';
import { messages } from '../../../messages';

const t = messages.settings;

/** `/food/settings`: ordering switches, the order sound and the gastro settings. */
export default function SettingsPage() {
  usePageTitle(t.title);
  const ordering = useFetch((signal) => getOrderingSettings(signal), []);
  const gastro = useFetch((signal) => Promise.all([getGastroSettings(signal), getGastroTags(signal)]), []);
  return (
    <ProviderNav title={t.title}>
      <LoadState state={ordering}>{(data) => <OrderingForm initial={data} />}</LoadState>
      <LoadState state={gastro}>{([data, tags]) => <GastroForm initial={data} tags={tags} />}</LoadState>
    </ProviderNav>
  );
}
