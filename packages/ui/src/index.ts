import './base.css';

export { Badge, type BadgeProps } from './components/Badge.js';
export { Button, type ButtonProps } from './components/Button.js';
export { Disclaimer, type DisclaimerProps } from './components/Disclaimer.js';
export {
  DropdownMenu,
  type DropdownMenuItem,
  type DropdownMenuProps,
} from './components/DropdownMenu.js';
export { FictionalNotice, type FictionalNoticeProps } from './components/FictionalNotice.js';
export { Link, type LinkProps } from './components/Link.js';
export { MemberCard, type MemberCardProps } from './components/MemberCard.js';
export { MemberImage, type MemberImageProps } from './components/MemberImage.js';
export {
  MemberSearchForm,
  type MemberSearchFormProps,
  type MemberSearchValues,
} from './components/MemberSearchForm.js';
export { Modal, type ModalProps } from './components/Modal.js';
export {
  NavigationProgress,
  type NavigationProgressProps,
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
} from './components/NavigationProgress.js';
export { NumberField, type NumberFieldProps } from './components/NumberField.js';
export { Pagination, type PaginationProps } from './components/Pagination.js';
export { Select, type SelectOption, type SelectProps } from './components/Select.js';
export { SiteFooter, type SiteFooterProps } from './components/SiteFooter.js';
export { TextField, type TextFieldProps } from './components/TextField.js';
export {
  type NavigationLanguage,
  type NavigationMember,
  TopNavigation,
  type TopNavigationProps,
} from './components/TopNavigation.js';
export { VisuallyHidden } from './components/VisuallyHidden.js';
export { changeSiteLanguage, createSiteI18n, type I18n } from './i18n.js';
export { DefaultLayout, type DefaultLayoutProps } from './layouts/DefaultLayout.js';
export { SITE_ENTRY_SKIPPED_KEY, SiteEntryWarning } from './layouts/SiteEntryWarning.js';
export { type LocaleResources, loadLocale, NAMESPACES } from './locales/load-locale.js';
export {
  SiteEntryWarningModal,
  type SiteEntryWarningModalProps,
} from './modals/SiteEntryWarningModal.js';
export {
  lazyPage,
  pendingPageLoads,
  retryFailedPageLoads,
  trackPageLoad,
  usePageLoadPending,
} from './page-loads.js';
export { routes, type SiteRoute, SiteRoutes, type SiteRoutesProps } from './routes.js';
export { SiteApp, type SiteAppProps } from './SiteApp.js';
export { ErrorScreen, type ErrorScreenProps } from './screens/ErrorScreen.js';
export { HomeScreen } from './screens/HomeScreen.js';
export { LoginScreen, loginRedirectTarget } from './screens/LoginScreen.js';
export { MembersScreen } from './screens/MembersScreen.js';
export { RouteErrorBoundary, type RouteErrorBoundaryProps } from './screens/RouteErrorBoundary.js';
export {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  PageError,
  RouteErrorScreen,
  type RouteErrorScreenProps,
} from './screens/RouteErrorScreen.js';
export { type StartedSite, type StartSiteOptions, startSite } from './start-site.js';
export {
  StoresProvider,
  type StoresProviderProps,
  useCounters,
  useInterfaceStorage,
  useLocale,
  useSearch,
  useSession,
  useSettings,
  useStores,
  useTracking,
} from './stores-context.js';
