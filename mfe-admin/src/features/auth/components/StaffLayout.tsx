import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button, Dialog, ErrorState, Spinner } from '@marktplatz/shared';
import { Muted, SideNavLayout } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { NotFound } from '../../../lib/NotFound';
import { staffSession, type SessionEnd } from '../../../lib/session';
import { messages, type StaffRole } from '../../../messages';
import { getMe, type StaffMe } from '../api/getMe';
import { logout } from '../api/logout';
import { canUse, StaffContext, useStaff } from '../hooks/StaffContext';
import { MEDIA_HOME, mediaMessages } from '../../media';
import { LANDING_HOME, landingMessages } from '../../landing';
import { REFERENCE_HOME, referenceMessages } from '../../reference';
import { ReauthDialog } from './ReauthDialog';

const WARN_AFTER_MS = 25 * 60_000;
const CHECK_EVERY_MS = 15_000;

type Load = { state: 'loading' } | { state: 'none' } | { state: 'failed'; message: string } | { state: 'ready'; me: StaffMe };

function loginPath(end: SessionEnd, back: string): string {
  const reason = end === 'expired' ? 'abgelaufen' : 'abgemeldet';
  return `${messages.loginPath}?grund=${reason}${end === 'expired' ? `&redirect=${encodeURIComponent(back)}` : ''}`;
}

/** Only members with `role` (or admin) see the screen; everyone else the ordinary 404. */
export function RequireRole({ role, children }: { role: StaffRole; children: ReactNode }) {
  const staff = useStaff();
  return staff.can(role) ? children : <NotFound />;
}

/**
 * The frame of every signed-in screen (a layout route): without a staff session the ordinary 404 page; with one `GET /admin/me` gives the
 * roles the navigation is built from. Idle clock: a warning at 25 minutes, at 30 the session ends (the server ends
 * it at the same time) and the login comes back here afterwards.
 */
export function StaffLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  const [load, setLoad] = useState<Load>(() => (staffSession.token() ? { state: 'loading' } : { state: 'none' }));
  const [warn, setWarn] = useState(false);

  const fetchMe = useCallback(() => {
    if (!staffSession.token()) return setLoad({ state: 'none' });
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    getMe().then(
      (me) => setLoad({ state: 'ready', me }),
      (failure: unknown) => {
        if (failure instanceof AdminFailure && failure.sessionGone) return; // the session listener navigates
        if (failure instanceof AdminFailure && failure.status === 404) {
          staffSession.end('logout');
          return setLoad({ state: 'none' });
        }
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic });
      },
    );
  }, []);

  useEffect(fetchMe, [fetchMe]);

  useEffect(
    () =>
      staffSession.subscribe((end) => {
        if (end) navigate(loginPath(end, here.current), { replace: true });
      }),
    [navigate],
  );

  useEffect(() => {
    const timer = setInterval(() => {
      if (!staffSession.token()) return;
      const idle = staffSession.idleMs();
      const limit = (staffSession.get()?.idleMinutes ?? 30) * 60_000;
      if (idle >= limit) staffSession.end('expired');
      else setWarn(idle >= WARN_AFTER_MS);
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);

  const value = useMemo(() => {
    if (load.state !== 'ready') return null;
    return { me: load.me, can: (wanted: StaffRole) => canUse(load.me.credential_roles, wanted) };
  }, [load]);

  if (load.state === 'none') return <NotFound />;
  if (load.state === 'loading') return <Spinner block />;
  if (load.state === 'failed') return <ErrorState error={load.message} onRetry={fetchMe} />;
  if (!value) return null;

  const t = messages.layout;
  const links = [
    { to: messages.home, label: t.home, end: true },
    ...(value.can('trust_safety') || value.can('support') ? [{ to: '/admin/meldungen', label: t.notices }] : []),
    ...(value.can('trust_safety') || value.can('support') || value.can('finance') ? [{ to: '/admin/anbieter', label: t.providers }] : []),
    ...(value.can('support') ? [{ to: '/admin/kunden', label: t.customers }] : []),
    ...(value.can('support') ? [{ to: '/admin/streitfaelle', label: t.disputes }] : []),
    ...(value.can('trust_safety') ? [{ to: '/admin/beschwerden', label: t.complaints }] : []),
    ...(value.can('trust_safety') ? [{ to: '/admin/transparenz', label: t.transparency }] : []),
    ...(value.can('finance') ? [{ to: '/admin/kennzahlen', label: t.figures }] : []),
    ...(value.can('editor') ? [{ to: '/admin/inhalte', label: t.content }] : []),
    ...(value.can('editor') ? [{ to: MEDIA_HOME, label: mediaMessages.title }] : []),
    ...(value.can('editor') ? [{ to: LANDING_HOME, label: landingMessages.title }] : []),
    ...(value.can('editor') ? [{ to: '/admin/navigation', label: t.site }] : []),
    ...(value.can('editor') ? [{ to: REFERENCE_HOME, label: referenceMessages.title }] : []),
    ...(value.can('admin') ? [{ to: '/admin/mitarbeitende', label: t.staff }] : []),
    ...(value.can('finance') ? [{ to: '/admin/abrechnung', label: t.billing }] : []),
    ...(value.can('finance') ? [{ to: '/admin/provision', label: t.commission }] : []),
    ...(value.can('finance') ? [{ to: '/admin/auszahlungen', label: t.payouts }] : []),
    { to: '/admin/tokens', label: t.tokens },
    ...(value.can('admin') ? [{ to: '/admin/audit', label: t.audit }] : []),
    ...(value.can('admin') ? [{ to: '/admin/jobs', label: t.jobs }] : []),
  ];

  const signOut = () => {
    logout()
      .catch(() => undefined)
      .finally(() => staffSession.end('logout'));
  };

  return (
    <StaffContext.Provider value={value}>
      <SideNavLayout
        title={messages.areaName}
        navLabel={t.navLabel}
        links={links}
        phoneMenu
        navEnd={
          <>
            <Muted $small>{t.signedInAs(value.me.name)}</Muted>
            <Button type="button" variant="secondary" size="sm" onClick={signOut}>
              {t.logout}
            </Button>
          </>
        }
      >
        <Outlet />
      </SideNavLayout>
      <ReauthDialog />
      <Dialog
        open={warn}
        onClose={() => setWarn(false)}
        title={messages.idle.title}
        size="sm"
        footer={
          <Button
            type="button"
            onClick={() => {
              setWarn(false);
              fetchMe();
            }}
          >
            {messages.idle.stay}
          </Button>
        }
      >
        <p>{messages.idle.text}</p>
      </Dialog>
    </StaffContext.Provider>
  );
}
