import * as shared from './index';
import pkg from '../package.json';

const CONTRACT = [
  'configure',
  'getConfig',
  'http',
  'httpApi',
  'preloadHttp',
  'showServerMessage',
  'uploadProgress',
  'apolloClient',
  'getApolloClient',
  'AuthProvider',
  'useAuth',
  'authStorage',
  'isTokenValid',
  'toStoredRole',
  'toProfileRole',
  'STORAGE_KEYS',
  'ThemeProvider',
  'useThemeSettings',
  'themes',
  'THEME_NAMES',
  'Notifications',
  'notify',
  'snackbar',
  'formatCurrency',
  'parseGermanNumber',
  'formatArea',
  'formatPercent',
  'formatDate',
  'isValidDate',
  'datePlaceholder',
  'isNumeric',
  'ALLOWED_UPLOADS',
  'hasAllowedExtension',
  'composeValidators',
  'required',
  'useFetch',
  'usePagination',
  'useFamilyState',
  'SORT_LABELS',
  'Button',
  'TextField',
  'FormField',
  'Table',
  'Pagination',
  'Tabs',
  'Dialog',
  'ConfirmDialog',
  'Spinner',
  'EmptyState',
  'ErrorState',
  'PageContainer',
  'VisuallyHidden',
  'messages',
  'SHARED_VERSION',
  'usePageTitle',
  'loginPathFor',
  'safeRedirect',
  'fieldErrors',
  'firstFieldErrors',
  'toSubmissionErrors',
  'IconBadgeButton',
  'queryGraphql',
  'useGraphqlQuery',
  'germanWeekday',
  'createSessionClient',
  'SessionFailure',
  'mountStandalone',
  'StickyLayer',
  'setOverlayHook',
] as const;

const KIT = [
  'LoadState',
  'RequireAuth',
  'SideNavLayout',
  'Alert',
  'Actions',
  'Muted',
  'Fieldset',
  'FormGrid',
  'Narrow',
  'Badge',
  'Box',
  'SectionTitle',
  'ProgressBar',
  'SkeletonBlock',
  'ButtonLink',
  'Toolbar',
  'ToolbarField',
  'Amount',
  'FilePicker',
  'FormEnd',
  'FormRefusal',
  'useLeaveGuard',
  'LeaveGuardDialog',
  'FormLeaveGuard',
  'SelectOptions',
  'useConfirmedRemoval',
  'ListPagination',
] as const;

describe('public API', () => {
  it.each(CONTRACT)('exports %s from the package root', (name) => {
    expect((shared as Record<string, unknown>)[name]).toBeDefined();
  });

  it.each(KIT)('exports %s from @marktplatz/shared/kit', async (name) => {
    const kit = (await import('./kit')) as Record<string, unknown>;
    expect(kit[name]).toBeDefined();
  });

  it('reports the package version as SHARED_VERSION', () => {
    expect(shared.SHARED_VERSION).toBe(pkg.version);
    expect(shared.SHARED_VERSION).toBe('1.19.0');
  });
});
