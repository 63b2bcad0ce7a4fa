import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, notify, StackList, useAuth, useFetch } from '@marktplatz/shared';
import { LoadState, Muted } from '@marktplatz/shared/kit';
import { getNotificationSettings } from '../api/getNotificationSettings';
import { getOrderSoundSetting } from '../api/getOrderSoundSetting';
import { saveNotificationSetting } from '../api/saveNotificationSetting';
import type { NotificationSetting } from '../api/types';
import { messages } from '../../../messages';

const List = styled(StackList)`
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

function SettingSwitch({ setting }: { setting: NotificationSetting }) {
  const [on, setOn] = useState(setting.notification_value === 1);
  const [busy, setBusy] = useState(false);
  useEffect(() => setOn(setting.notification_value === 1), [setting.notification_value]);
  const toggle = async (next: boolean) => {
    setBusy(true);
    setOn(next);
    try {
      const saved = await saveNotificationSetting(setting.notification_type, next);
      setOn(saved.notification_value === 1);
      notify.success(messages.notifications.settingSaved);
    } catch (error) {
      setOn(!next);
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li>
      <label>
        <input
          type="checkbox"
          name={setting.notification_type}
          checked={on}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        {setting.label}
      </label>
    </li>
  );
}

/** The per-type switches (values 1/0); providers also get the order sound switch. */
export function NotificationSettings() {
  const { role } = useAuth();
  const settings = useFetch((signal) => getNotificationSettings(signal), []);
  const sound = useFetch((signal) => (role === 'Company' ? getOrderSoundSetting(signal) : Promise.resolve(null)), [role]);
  return (
    <>
      <Muted>{messages.notifications.settingsText}</Muted>
      <LoadState state={settings}>
        {(list) => (
          <List aria-label={messages.notifications.settings}>
            {list
              .filter((setting) => setting.notification_type !== 'order_sound')
              .map((setting) => (
                <SettingSwitch key={setting.notification_type} setting={setting} />
              ))}
            {sound.data ? (
              <SettingSwitch setting={{ ...sound.data, label: sound.data.label || messages.notifications.orderSound }} />
            ) : null}
          </List>
        )}
      </LoadState>
    </>
  );
}
