import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@marktplatz/shared';
import { RequireRole, StaffLayout } from './features/auth';
import { NotFound } from './lib/NotFound';

/** The remote's name; the shell finds the area's root by `data-area`. */
export const REMOTE_NAME = 'mfe_admin';

const LoginPage = lazy(() => import('./features/auth/pages/LoginPage'));
const SetPasswordPage = lazy(() => import('./features/auth/pages/SetPasswordPage'));
const StartPage = lazy(() => import('./features/start/pages/StartPage'));
const StaffPage = lazy(() => import('./features/staff/pages/StaffPage'));
const TokensPage = lazy(() => import('./features/tokens/pages/TokensPage'));
const AuditPage = lazy(() => import('./features/audit/pages/AuditPage'));
const NoticesPage = lazy(() => import('./features/notices/pages/NoticesPage'));
const NoticeDetailPage = lazy(() => import('./features/notices/pages/NoticeDetailPage'));
const ComplaintsPage = lazy(() => import('./features/complaints/pages/ComplaintsPage'));
const ComplaintDetailPage = lazy(() => import('./features/complaints/pages/ComplaintDetailPage'));
const TransparencyPage = lazy(() => import('./features/transparency/pages/TransparencyPage'));
const ProvidersPage = lazy(() => import('./features/providers/pages/ProvidersPage'));
const ProviderDetailPage = lazy(() => import('./features/providers/pages/ProviderDetailPage'));
const CustomersPage = lazy(() => import('./features/customers/pages/CustomersPage'));
const CustomerDetailPage = lazy(() => import('./features/customers/pages/CustomerDetailPage'));
const JobsPage = lazy(() => import('./features/jobs/pages/JobsPage'));
const BillingPage = lazy(() => import('./features/billing/pages/BillingPage'));
const FiguresPage = lazy(() => import('./features/figures/pages/FiguresPage'));
const CommissionPage = lazy(() => import('./features/commission/pages/CommissionPage'));
const PayoutsPage = lazy(() => import('./features/payouts/pages/PayoutsPage'));
const PayoutRunPage = lazy(() => import('./features/payouts/pages/PayoutRunPage'));
const DisputesPage = lazy(() => import('./features/disputes/pages/DisputesPage'));
const DisputeDetailPage = lazy(() => import('./features/disputes/pages/DisputeDetailPage'));
const ContentListPage = lazy(() => import('./features/content/pages/ContentListPage'));
const ContentEditPage = lazy(() => import('./features/content/pages/ContentEditPage'));
const MediaPage = lazy(() => import('./features/media/pages/MediaPage'));
const LandingPagesPage = lazy(() => import('./features/landing/pages/LandingPagesPage'));
const SitePage = lazy(() => import('./features/site/pages/SitePage'));
const ReferencePage = lazy(() => import('./features/reference/pages/ReferencePage'));

/**
 * The back office's routes (full paths), mounted by the shell under `/admin`. Only the login and the set-password
 * page exist without a staff session; every other address is the ordinary 404 for anyone without one.
 */
export default function Area() {
  return (
    <div data-area={REMOTE_NAME}>
      <Suspense fallback={<Spinner block />}>
        <Routes>
          <Route path="/admin/login" element={<LoginPage />} />
          <Route path="/admin/passwort" element={<SetPasswordPage />} />
          <Route element={<StaffLayout />}>
            <Route path="/admin" element={<StartPage />} />
            <Route
              path="/admin/mitarbeitende"
              element={
                <RequireRole role="admin">
                  <StaffPage />
                </RequireRole>
              }
            />
            <Route path="/admin/tokens" element={<TokensPage />} />
            <Route
              path="/admin/audit"
              element={
                <RequireRole role="admin">
                  <AuditPage />
                </RequireRole>
              }
            />
            {/* trust & safety; support sees the reported chats (the pages check it) */}
            <Route path="/admin/meldungen" element={<NoticesPage />} />
            <Route path="/admin/meldungen/:id" element={<NoticeDetailPage />} />
            <Route
              path="/admin/beschwerden"
              element={
                <RequireRole role="trust_safety">
                  <ComplaintsPage />
                </RequireRole>
              }
            />
            <Route
              path="/admin/beschwerden/:id"
              element={
                <RequireRole role="trust_safety">
                  <ComplaintDetailPage />
                </RequireRole>
              }
            />
            <Route
              path="/admin/transparenz"
              element={
                <RequireRole role="trust_safety">
                  <TransparencyPage />
                </RequireRole>
              }
            />
            {/* trust & safety decide, support reads (the pages check it) */}
            <Route path="/admin/anbieter" element={<ProvidersPage />} />
            <Route path="/admin/anbieter/:id" element={<ProviderDetailPage />} />
            {/* support (admins have every role; the pages check it) */}
            <Route path="/admin/kunden" element={<CustomersPage />} />
            <Route path="/admin/kunden/:id" element={<CustomerDetailPage />} />
            <Route
              path="/admin/jobs"
              element={
                <RequireRole role="admin">
                  <JobsPage />
                </RequireRole>
              }
            />
            <Route
              path="/admin/kennzahlen"
              element={
                <RequireRole role="finance">
                  <FiguresPage />
                </RequireRole>
              }
            />
            <Route
              path="/admin/abrechnung"
              element={
                <RequireRole role="finance">
                  <BillingPage />
                </RequireRole>
              }
            />
            <Route
              path="/admin/provision"
              element={
                <RequireRole role="finance">
                  <CommissionPage />
                </RequireRole>
              }
            />
            <Route
              path="/admin/auszahlungen"
              element={
                <RequireRole role="finance">
                  <PayoutsPage />
                </RequireRole>
              }
            />
            <Route
              path="/admin/auszahlungen/:id"
              element={
                <RequireRole role="finance">
                  <PayoutRunPage />
                </RequireRole>
              }
            />
            <Route
              path="/admin/streitfaelle"
              element={
                <RequireRole role="support">
                  <DisputesPage />
                </RequireRole>
              }
            />
            <Route
              path="/admin/streitfaelle/:id"
              element={
                <RequireRole role="support">
                  <DisputeDetailPage />
                </RequireRole>
              }
            />
            {/* editors: pages and news (the edit page is its own chunk with TipTap) */}
            <Route
              path="/admin/inhalte"
              element={
                <RequireRole role="editor">
                  <ContentListPage />
                </RequireRole>
              }
            />
            <Route
              path="/admin/inhalte/:kind/:id"
              element={
                <RequireRole role="editor">
                  <ContentEditPage />
                </RequireRole>
              }
            />
            {/* editors: the landing and marketplace start page's lists, ordered by drag and drop */}
            <Route
              path="/admin/startseiten"
              element={
                <RequireRole role="editor">
                  <LandingPagesPage />
                </RequireRole>
              }
            />
            {/* editors: menus, footer, cookie texts and the legal pages */}
            <Route
              path="/admin/navigation"
              element={
                <RequireRole role="editor">
                  <SitePage />
                </RequireRole>
              }
            />
            {/* editors: the media library */}
            <Route
              path="/admin/medien"
              element={
                <RequireRole role="editor">
                  <MediaPage />
                </RequireRole>
              }
            />
            {/* editors: reference data (categories, industries, units, legal forms, policy templates) */}
            <Route
              path="/admin/stammdaten"
              element={
                <RequireRole role="editor">
                  <ReferencePage />
                </RequireRole>
              }
            />
            <Route path="/admin/*" element={<NotFound />} />
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
