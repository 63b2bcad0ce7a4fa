/** The notifications feature's public surface: what other features and the area's entry points use. */
export { latestNotifications, type LatestNotifications } from './api/latestNotifications';
export { onBellRefresh } from './components/bellEvents';
export { readNotification } from './api/readNotification';
export { notifyBell } from './components/bellEvents';
