import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { AreaRoutes, RequireAuth } from '@marktplatz/shared/kit';
import { messages } from './messages';

/** The remote's name; the shell finds the area's root by `data-area`. */
export const REMOTE_NAME = 'mfe_account';

const LoginPage = lazy(() => import('./features/auth/pages/LoginPage'));
const RegisterPage = lazy(() => import('./features/auth/pages/RegisterPage'));
const RegisterConfirmPage = lazy(() => import('./features/auth/pages/RegisterConfirmPage'));
const ForgotPasswordPage = lazy(() => import('./features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./features/auth/pages/ResetPasswordPage'));
const OverviewPage = lazy(() => import('./features/account/pages/OverviewPage'));
const ProfilePage = lazy(() => import('./features/account/pages/ProfilePage'));
const SecurityPage = lazy(() => import('./features/account/pages/SecurityPage'));
const DeleteAccountPage = lazy(() => import('./features/account/pages/DeleteAccountPage'));
const MyDataPage = lazy(() => import('./features/privacy/pages/MyDataPage'));
const AddressesPage = lazy(() => import('./features/addresses/pages/AddressesPage'));
const NotificationsPage = lazy(() => import('./features/notifications/pages/NotificationsPage'));
const NewsletterPage = lazy(() => import('./features/newsletter/pages/NewsletterPage'));
const UnsubscribePage = lazy(() => import('./features/newsletter/pages/UnsubscribePage'));
const OnboardingPage = lazy(() => import('./features/onboarding/pages/OnboardingPage'));
const DocumentsPage = lazy(() => import('./features/documents/pages/DocumentsPage'));
const PackagesPage = lazy(() => import('./features/billing/pages/PackagesPage'));
const SubscriptionPage = lazy(() => import('./features/billing/pages/SubscriptionPage'));
const LoansPage = lazy(() => import('./features/loans/pages/LoansPage'));
const LoanDetailPage = lazy(() => import('./features/loans/pages/LoanDetailPage'));
const PoliciesPage = lazy(() => import('./features/policies/pages/PoliciesPage'));
const MyComplaintsPage = lazy(() => import('./features/complaints/pages/MyComplaintsPage'));
const LinkComplaintPage = lazy(() => import('./features/complaints/pages/LinkComplaintPage'));

const guarded = (Page: ComponentType): ReactNode => (
  <RequireAuth>
    <Page />
  </RequireAuth>
);

const providerOnly = (Page: ComponentType): ReactNode => (
  <RequireAuth role="Company">
    <Page />
  </RequireAuth>
);

/** The area's routes (full paths), mounted by the shell under the area's URL prefixes. */
export default function Area() {
  return (
    <AreaRoutes name={REMOTE_NAME} messages={messages} notFoundTo="/account">
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/register/confirm" element={<RegisterConfirmPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/password/reset" element={<ResetPasswordPage />} />
      <Route path="/account" element={guarded(OverviewPage)} />
      <Route path="/account/profile" element={guarded(ProfilePage)} />
      <Route path="/account/security" element={guarded(SecurityPage)} />
      <Route path="/account/addresses" element={guarded(AddressesPage)} />
      <Route path="/account/notifications" element={guarded(NotificationsPage)} />
      <Route path="/account/newsletter" element={guarded(NewsletterPage)} />
      <Route path="/account/newsletter/unsubscribe" element={<UnsubscribePage />} />
      <Route path="/account/daten" element={guarded(MyDataPage)} />
      <Route path="/account/delete" element={guarded(DeleteAccountPage)} />
      <Route path="/account/onboarding" element={providerOnly(OnboardingPage)} />
      <Route path="/account/documents" element={guarded(DocumentsPage)} />
      <Route path="/account/packages" element={providerOnly(PackagesPage)} />
      <Route path="/account/subscription" element={providerOnly(SubscriptionPage)} />
      <Route path="/account/rechtstexte" element={providerOnly(PoliciesPage)} />
      <Route path="/account/loans" element={providerOnly(LoansPage)} />
      <Route path="/account/loans/:id" element={providerOnly(LoanDetailPage)} />
      <Route path="/account/beschwerden" element={guarded(MyComplaintsPage)} />
      <Route path="/account/beschwerde" element={<LinkComplaintPage />} />
    </AreaRoutes>
  );
}
