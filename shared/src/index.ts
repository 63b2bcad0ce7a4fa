/**
 * @marktplatz/shared — the runtime library every Marktplatz front-end app shares as one singleton.
 * Import from the package root (`import { http, useAuth } from '@marktplatz/shared'`) — what the frame and every
 * page use — or from `@marktplatz/shared/kit`, the screen kit of the areas (layouts, guards, load state, primitives).
 */
import './theme/styled';

export { SHARED_VERSION } from './version';

// config
export { configure, getConfig, resetConfig, onConfigChange, DEFAULT_CONFIG } from './config';
export type { SharedConfig } from './config';

// navigation
export { isReachable, setReachability } from './navigation';
export type { ReachabilityCheck } from './navigation';

// http
export {
  http,
  httpApi,
  preloadHttp,
  showServerMessage,
  errorMessage,
  failureOf,
  handleSessionExpired,
  isSessionErrorCode,
  SESSION_ERROR_CODES,
  SESSION_EXPIRED_TOAST_ID,
} from './http';
export type { HttpClient, ServerMessage } from './http';

// graphql
export {
  apolloClient,
  getApolloClient,
  createApolloClient,
  resetApolloClient,
  hasSessionError,
  loadGraphql,
  loadApolloClient,
  isGraphqlLoaded,
} from './graphql';
export { GraphqlBoundary } from './GraphqlBoundary';
export { requestGraphql, operationNameOf } from './graphqlRequest';
export { queryGraphql, useGraphqlQuery, toGraphqlFailure } from './graphqlQuery';
export type { GraphqlQueryOptions, UseGraphqlQueryOptions, GraphqlFetchPolicy, GraphqlFailure } from './graphqlQuery';
export type { GraphqlResult, GraphqlError, GraphqlRequestOptions } from './graphqlRequest';
export type { GraphqlBoundaryProps } from './GraphqlBoundary';

// content queries
export {
  BANNER_PAGES,
  SEO_TYPES,
  PAGE_BANNERS_QUERY,
  SEO_DATA_QUERY,
  PAGE_BANNERS_QUERY_TEXT,
  SEO_DATA_QUERY_TEXT,
  fetchPageBanners,
  fetchSeoData,
  usePageBanners,
  useSeo,
} from './content';
export type { BannerPage, SeoType, PageBanner, SeoData } from './content';

// auth
export {
  STORAGE_KEYS,
  authStorage,
  isTokenValid,
  decodeJwtPayload,
  toStoredRole,
  toProfileRole,
} from './auth/storage';
export type { ProfileRole, StoredRole, SessionUser, LoginResponse, BannerState } from './auth/storage';
export { authStore, useAuthState, PROFILE_PATHS } from './auth/store';
export type { AuthState } from './auth/store';
export { AuthProvider, useAuth } from './auth/AuthProvider';
export { loginPathFor, safeRedirect } from './auth/loginPath';

// API field errors (422)
export { fieldErrors, firstFieldErrors, hasFieldError, toSubmissionErrors } from './fieldErrors';
export type { AuthProviderProps, UseAuthResult } from './auth/AuthProvider';

// theme
export {
  themes,
  THEME_NAMES,
  createTheme,
  palettes,
  contrastRatio,
  relativeLuminance,
  CONTRAST_PAIRS,
  UI_CONTRAST_PAIRS,
  DEFAULT_THEME_SETTINGS,
} from './theme/themes';
export type { ThemeName, Direction, ThemeSettings, MarktplatzTheme, ThemeColors } from './theme/themes';
export { ThemeProvider } from './theme/ThemeProvider';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export { useThemeSettings, themeSettingsStore } from './theme/settings';
export type { UseThemeSettingsResult } from './theme/settings';

// notify
export { notify, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_POSITION } from './notify/toasts';
export type { NotifyOptions } from './notify/toasts';
export { snackbar, useSnackbars, SNACKBAR_DURATION_MS, SNACKBAR_LIMIT } from './notify/snackbar';
export type { SnackbarItem, SnackbarOptions, SnackbarVariant } from './notify/snackbar';
export { Notifications, SnackbarHost } from './notify/Notifications';

// format
export {
  formatCurrency,
  parseGermanNumber,
  formatNumber,
  formatArea,
  formatPercent,
  formatDate,
  formatDateTime,
} from './format';

// validate
export {
  isValidDate,
  isLeapYear,
  daysInMonth,
  datePlaceholder,
  isNumeric,
  ALLOWED_UPLOADS,
  UPLOAD_FAMILIES,
  hasAllowedExtension,
  fileExtension,
  acceptAttribute,
  composeValidators,
  required,
  date,
  validDate,
  numeric,
  email,
  minLength,
  maxLength,
  minValue,
  maxValue,
  allowedUpload,
  DEFAULT_DATE_FORMAT,
  DATE_SEPARATORS,
} from './validate';
export type { DateFormat, DateSeparator, UploadFamily, Validator } from './validate';

// hooks
export { useFetch } from './hooks/useFetch';
export { usePageTitle, pageTitle } from './hooks/usePageTitle';
export type { FetchState } from './hooks/useFetch';
export { usePagination, DEFAULT_PAGE_SIZE } from './hooks/usePagination';
export type { PaginationOptions, PaginationState } from './hooks/usePagination';
export {
  useFamilyState,
  familyOfPath,
  familyStateStore,
  sortLabel,
  SORT_LABELS,
  SORT_SUFFIXES,
  ROUTE_FAMILIES,
} from './hooks/useFamilyState';
export type {
  RouteFamily,
  SortKey,
  SortDirection,
  SortOption,
  FamilyFilters,
  FamilyState,
  UseFamilyStateResult,
} from './hooks/useFamilyState';

// ui
export { Button } from './ui/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './ui/Button';
export {
  FormField,
  TextField,
  PasswordField,
  NumberField,
  SelectField,
  CheckboxField,
  TextareaField,
  DateField,
  FileField,
  FieldShell,
  fieldError,
  Input,
  Textarea,
  Select,
} from './ui/fields';
export type {
  FormFieldProps,
  TextFieldProps,
  PasswordFieldProps,
  NumberFieldProps,
  NumberFieldValue,
  SelectFieldProps,
  SelectOption,
  CheckboxFieldProps,
  TextareaFieldProps,
  DateFieldProps,
  FileFieldProps,
} from './ui/fields';
export { Table, TABLE_STACK_BREAKPOINT } from './ui/Table';
export type { TableProps, TableColumn } from './ui/Table';
export { Pagination, pageItems } from './ui/Pagination';
export type { PaginationProps } from './ui/Pagination';
export { Tabs } from './ui/Tabs';
export type { TabsProps, TabItem } from './ui/Tabs';
export { Dialog, ConfirmDialog } from './ui/Dialog';
export type { DialogProps, ConfirmDialogProps } from './ui/Dialog';
export { Spinner, EmptyState, ErrorState } from './ui/feedback';
export type { SpinnerProps, EmptyStateProps, ErrorStateProps } from './ui/feedback';
export { PageContainer, VisuallyHidden, SkipLink, Card, Stack, visuallyHidden, focusRing } from './ui/layout';
export type { PageContainerProps, SkipLinkProps } from './ui/layout';
export { IconBadgeButton, badgeText } from './ui/IconBadgeButton';
export type { IconBadgeButtonProps, IconBadgeTone, IconBadgeVariant } from './ui/IconBadgeButton';
export { AreaPreview } from './ui/AreaPreview';
export type { AreaPreviewProps, AreaPreviewTexts, AreaSection } from './ui/AreaPreview';
export { StandaloneRoot } from './StandaloneRoot';
export type { StandaloneRootProps } from './StandaloneRoot';

// messages
export { messages } from './messages';
export type { Messages } from './messages';
