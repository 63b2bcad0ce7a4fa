/**
 * `@marktplatz/shared/kit` — the screen kit of the areas: load/empty/error state, auth guard, side-navigation
 * layout and the small UI primitives. A shared singleton of its own (Module Federation), so the frame and the
 * landing page do not load it; it uses the package root (`@marktplatz/shared`) for everything with state.
 */
export { AreaNotFound, AreaRoutes } from './AreaRoutes';
export type { AreaNotFoundProps, AreaNotFoundTexts, AreaRoutesProps } from './AreaRoutes';
export { BankAccountFields } from './BankAccountFields';
export type { BankAccountFieldsProps } from './BankAccountFields';
export { centsBarChart, ChartBox } from './centsBarChart';
export { ChartSuspense } from './ChartSuspense';
export type { ChartSuspenseProps } from './ChartSuspense';
export type { CentsSeries } from './centsBarChart';
export { Fact, FactList } from './FactList';
export type { FactProps } from './FactList';
export { FileLinks } from './FileLinks';
export type { FileLink, FileLinksProps } from './FileLinks';
export { FigureList, FigureTiles } from './FigureTiles';
export type { Figure, FigureListProps } from './FigureTiles';
export { FilePicker } from './FilePicker';
export type { FilePickerProps } from './FilePicker';
export { FormEnd, FormRefusal } from './FormEnd';
export { ServerRenderedForm, typedValue } from './ServerRenderedForm';
export type { FormEndProps, FormRefusalProps } from './FormEnd';
export { FormLeaveGuard, LeaveGuardDialog } from './LeaveGuard';
export type { LeaveGuardDialogProps, LeaveGuardTexts } from './LeaveGuard';
export { useLeaveGuard } from './useLeaveGuard';
export type { LeaveGuard, PendingLeave } from './useLeaveGuard';
export { useConfirmedRemoval } from './useConfirmedRemoval';
export type { ConfirmedRemoval, ConfirmedRemovalOptions } from './useConfirmedRemoval';
export { ListPagination } from './ListPagination';
export type { ListPaginationProps } from './ListPagination';
export { LoadState } from './LoadState';
export type { LoadStateProps } from './LoadState';
export { PagedTable } from './PagedTable';
export type { PagedTableProps } from './PagedTable';
export { PeriodForm } from './PeriodForm';
export type { PeriodFormProps, PeriodValues } from './PeriodForm';
export { RequireAuth } from './RequireAuth';
export type { RequireAuthProps, RoleRefusal } from './RequireAuth';
export { OrderLines } from './OrderLines';
export type { OrderLine, OrderLinesProps } from './OrderLines';
export { SideNavLayout } from './SideNavLayout';
export { NEXT_STEPS, nextStepOf, RefusalMessage } from './RefusalMessage';
export type { NextStep, RefusalMessageProps } from './RefusalMessage';
export { saveFile } from './saveFile';
export { SelectOptions } from './SelectOptions';
export type { SelectOptionsProps } from './SelectOptions';
export { TraderInfo } from './TraderInfo';
export type { TraderData, TraderInfoProps } from './TraderInfo';
export type { SideNavLayoutProps, SideNavLink } from './SideNavLayout';
export {
  Actions,
  Alert,
  Amount,
  Badge,
  Box,
  ButtonLink,
  coverPicture,
  Fieldset,
  FormGrid,
  Muted,
  Narrow,
  PictureTile,
  ProgressBar,
  SectionTitle,
  SkeletonBlock,
  Toolbar,
  ToolbarField,
} from './primitives';
export type { Tone } from './primitives';
export { AddressForm, COUNTRY_OPTIONS, countryName, validateAddress } from './address/AddressForm';
export type { AddressFormProps } from './address/AddressForm';
export { addressLabel, addressPayload, addressValues, isGermanAddress } from './address/addressValues';
export type { Address, AddressBook, AddressGender, AddressPayload, AddressValues } from './address/addressValues';
