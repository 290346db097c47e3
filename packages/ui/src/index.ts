import './base.css';

export { Alert, type AlertProps } from './components/Alert.js';
export { Badge, type BadgeProps } from './components/Badge.js';
export {
  BlockedList,
  type BlockedListProps,
  type BlockedMember,
} from './components/BlockedList.js';
export { BlockedNotice, type BlockedNoticeProps } from './components/BlockedNotice.js';
export { BrandLogo, type BrandLogoProps } from './components/BrandLogo.js';
export { BundleList, type BundleListProps } from './components/BundleList.js';
export { Button, type ButtonProps } from './components/Button.js';
export { ChatTopBar, type ChatTopBarProps } from './components/ChatTopBar.js';
export { Checkbox, type CheckboxProps } from './components/Checkbox.js';
export { CheckboxGroup, type CheckboxGroupProps } from './components/CheckboxGroup.js';
export {
  ConversationList,
  type ConversationListEntry,
  type ConversationListProps,
} from './components/ConversationList.js';
export { DateField, type DateFieldProps } from './components/DateField.js';
export { Disclaimer, type DisclaimerProps } from './components/Disclaimer.js';
export {
  DropdownMenu,
  type DropdownMenuItem,
  type DropdownMenuProps,
} from './components/DropdownMenu.js';
export {
  EmailRequestForm,
  type EmailRequestFormProps,
} from './components/EmailRequestForm.js';
export { FictionalNotice, type FictionalNoticeProps } from './components/FictionalNotice.js';
export { FormMessage, type FormMessageProps, type FormOutcome } from './components/FormMessage.js';
export { GiftImage, type GiftImageProps } from './components/GiftImage.js';
export { InterestsField, type InterestsFieldProps } from './components/InterestsField.js';
export { LikeCard, type LikeCardProps } from './components/LikeCard.js';
export { Link, type LinkProps } from './components/Link.js';
export {
  type GeolocationButtonState,
  LocationFields,
  type LocationFieldsProps,
  type LocationValues,
} from './components/LocationFields.js';
export { MemberCard, type MemberCardProps } from './components/MemberCard.js';
export { MemberImage, type MemberImageProps } from './components/MemberImage.js';
export {
  MemberSearchForm,
  type MemberSearchFormProps,
  type MemberSearchValues,
} from './components/MemberSearchForm.js';
export { MessageList, type MessageListProps } from './components/MessageList.js';
export { Modal, type ModalProps } from './components/Modal.js';
export {
  NavigationProgress,
  type NavigationProgressProps,
} from './components/NavigationProgress.js';
export {
  NotEnoughCreditsAlert,
  type NotEnoughCreditsAlertProps,
} from './components/NotEnoughCreditsAlert.js';
export { NumberField, type NumberFieldProps } from './components/NumberField.js';
export { Pagination, type PaginationProps } from './components/Pagination.js';
export { Panel, type PanelProps } from './components/Panel.js';
export {
  PaymentMethodLogo,
  type PaymentMethodLogoProps,
} from './components/PaymentMethodLogo.js';
export {
  PaymentMethodPicker,
  type PaymentMethodPickerProps,
} from './components/PaymentMethodPicker.js';
export {
  PERSONAL_DETAILS,
  type PersonalDetail,
  PersonalDetailsFields,
  type PersonalDetailsFieldsProps,
  type PersonalDetailsValues,
} from './components/PersonalDetailsFields.js';
export { PhotoGrid, type PhotoGridMember, type PhotoGridProps } from './components/PhotoGrid.js';
export { PhotoManager, type PhotoManagerProps } from './components/PhotoManager.js';
export { PhotoViewer, type PhotoViewerProps, type ViewerPhoto } from './components/PhotoViewer.js';
export { PremiumOnlyAlert, type PremiumOnlyAlertProps } from './components/PremiumOnlyAlert.js';
export {
  ProfileActions,
  type ProfileActionsProps,
} from './components/ProfileActions.js';
export {
  ProfileDetails,
  type ProfileDetailsMember,
  type ProfileDetailsProps,
} from './components/ProfileDetails.js';
export {
  ProfileHeader,
  type ProfileHeaderMember,
  type ProfileHeaderProps,
} from './components/ProfileHeader.js';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup.js';
export { Select, type SelectOption, type SelectProps } from './components/Select.js';
export { SendFooter, type SendFooterProps } from './components/SendFooter.js';
export { SiteFooter, type SiteFooterProps } from './components/SiteFooter.js';
export { FLY_OFF_MS, SwipeCard, type SwipeCardProps } from './components/SwipeCard.js';
export { Switch, type SwitchProps } from './components/Switch.js';
export { TabBar, type TabBarProps } from './components/TabBar.js';
export { TextArea, type TextAreaProps } from './components/TextArea.js';
export { TextField, type TextFieldProps } from './components/TextField.js';
export { TOAST_MS, Toast, type ToastProps } from './components/Toast.js';
export {
  type NavigationLanguage,
  type NavigationMember,
  TopNavigation,
  type TopNavigationProps,
} from './components/TopNavigation.js';
export { VisuallyHidden } from './components/VisuallyHidden.js';
export type { Viewer } from './components/viewer.js';
export {
  useAccount,
  useAccountStores,
  useAlerts,
  useGeolocation,
  useProfileChanges,
} from './hooks/use-account-stores.js';
export { useBrandTexts } from './hooks/use-brand-texts.js';
export {
  type FormName,
  PHOTO_MEGABYTES,
  useFieldProblemText,
  useProblemText,
} from './hooks/use-problem-text.js';
export { changeSiteLanguage, createSiteI18n, type I18n } from './i18n.js';
export { ChatLayout, type ChatLayoutProps } from './layouts/ChatLayout.js';
export { DefaultLayout, type DefaultLayoutProps } from './layouts/DefaultLayout.js';
export { LikePopup } from './layouts/LikePopup.js';
export { PendingMatch } from './layouts/PendingMatch.js';
export { SITE_ENTRY_SKIPPED_KEY, SiteEntryWarning } from './layouts/SiteEntryWarning.js';
export { TimeBonus } from './layouts/TimeBonus.js';
export {
  ACCOUNT_NAMESPACES,
  DISCOVERY_NAMESPACES,
  FIRST_PAINT_NAMESPACES,
  type LocaleResources,
  loadLocale,
  loadNamespace,
  MONEY_NAMESPACES,
  NAMESPACES,
  OPERATOR_NAMESPACES,
} from './locales/load-locale.js';
export { BlockMemberModal, type BlockMemberModalProps } from './modals/BlockMemberModal.js';
export {
  DeleteAccountModal,
  type DeleteAccountModalProps,
} from './modals/DeleteAccountModal.js';
export { GiftPickerModal, type GiftPickerModalProps } from './modals/GiftPickerModal.js';
export {
  ICEBREAKER_OPENERS,
  IcebreakerModal,
  type IcebreakerModalProps,
} from './modals/IcebreakerModal.js';
export { type LikedMember, LikeModal, type LikeModalProps } from './modals/LikeModal.js';
export { MatchModal, type MatchModalProps } from './modals/MatchModal.js';
export { RemoveChatModal, type RemoveChatModalProps } from './modals/RemoveChatModal.js';
export { ReportModal, type ReportModalProps, type ReportValues } from './modals/ReportModal.js';
export { SignupModal } from './modals/SignupModal.js';
export {
  SiteEntryWarningModal,
  type SiteEntryWarningModalProps,
} from './modals/SiteEntryWarningModal.js';
export {
  type LazyPage,
  lazyPage,
  pendingPageLoads,
  retryFailedPageLoads,
  trackPageLoad,
  usePageLoadPending,
} from './page-loads.js';
export { RequireMember } from './require-member.js';
export {
  type NavigateFunction,
  type NavigateOptions,
  Route,
  Routes,
  type SiteLocation,
  type To,
  useLocation,
  useNavigate,
  useParams,
} from './router.js';
export { routes, type SiteRoute, SiteRoutes, type SiteRoutesProps } from './routes.js';
export { SiteApp, type SiteAppProps } from './SiteApp.js';
export { AccountDeletedScreen } from './screens/AccountDeletedScreen.js';
export { ActivateDoneScreen } from './screens/ActivateDoneScreen.js';
export { ActivateErrorScreen } from './screens/ActivateErrorScreen.js';
export {
  ReactivationOffer,
  type ReactivationOfferProps,
} from './screens/account/ReactivationOffer.js';
export { CompleteSignupScreen } from './screens/CompleteSignupScreen.js';
export { ChatScreen } from './screens/chat/ChatScreen.js';
export {
  ConversationPane,
  type ConversationPaneProps,
} from './screens/chat/ConversationPane.js';
export { ErrorScreen, type ErrorScreenProps } from './screens/ErrorScreen.js';
export { HomeScreen } from './screens/HomeScreen.js';
export { LikesScreen } from './screens/LikesScreen.js';
export { LoginScreen, loginRedirectTarget } from './screens/LoginScreen.js';
export { LanderScreen } from './screens/landers/LanderScreen.js';
export { MemberLandingScreen } from './screens/landers/MemberLandingScreen.js';
export { MailChangeScreen } from './screens/MailChangeScreen.js';
export { MatchFinderScreen } from './screens/MatchFinderScreen.js';
export { MemberProfileScreen } from './screens/MemberProfileScreen.js';
export { MembersScreen } from './screens/MembersScreen.js';
export { BundleOffer, checkoutPath } from './screens/money/BundleOffer.js';
export { CheckoutScreen } from './screens/money/CheckoutScreen.js';
export { CreditsHeader } from './screens/money/CreditsHeader.js';
export { CreditsScreen } from './screens/money/CreditsScreen.js';
export { DirectDebitScreen } from './screens/money/DirectDebitScreen.js';
export {
  DiscountCodeField,
  type DiscountCodeFieldProps,
} from './screens/money/DiscountCodeField.js';
export { OrderSummary, type OrderSummaryProps } from './screens/money/OrderSummary.js';
export { PremiumScreen } from './screens/money/PremiumScreen.js';
export { PricingScreen } from './screens/money/PricingScreen.js';
export { RepeatOrderScreen } from './screens/money/RepeatOrderScreen.js';
export { TransactionScreen } from './screens/money/TransactionScreen.js';
export { type Shop, useShop } from './screens/money/use-shop-store.js';
export {
  WithdrawalConsent,
  type WithdrawalConsentProps,
} from './screens/money/WithdrawalConsent.js';
export { WithdrawalScreen } from './screens/money/WithdrawalScreen.js';
export { NotificationsScreen } from './screens/NotificationsScreen.js';
export {
  OperatorConversationPane,
  type OperatorConversationPaneProps,
} from './screens/operator/OperatorConversationPane.js';
export { OperatorScreen } from './screens/operator/OperatorScreen.js';
export { ProfileScreen } from './screens/ProfileScreen.js';
export { BanPolicyPage } from './screens/pages/BanPolicyPage.js';
export { ComplaintsScreen } from './screens/pages/ComplaintsScreen.js';
export { CookiesPage } from './screens/pages/CookiesPage.js';
export { FaqPage } from './screens/pages/FaqPage.js';
export { LanguagePage } from './screens/pages/LanguagePage.js';
export { PrivacyPage } from './screens/pages/PrivacyPage.js';
export { ReturnPolicyPage } from './screens/pages/ReturnPolicyPage.js';
export { ServicePage } from './screens/pages/ServicePage.js';
export { TermsPage } from './screens/pages/TermsPage.js';
export { AccountSection } from './screens/profile/AccountSection.js';
export { BlockedMembersSection } from './screens/profile/BlockedMembersSection.js';
export { EnrichProfileAlert } from './screens/profile/EnrichProfileAlert.js';
export { PhotosSection, type PhotosSectionProps } from './screens/profile/PhotosSection.js';
export {
  ProfileForm,
  type ProfileFormProps,
  type ProfilePart,
} from './screens/profile/ProfileForm.js';
export { PROFILE_SECTIONS, ProfileSectionLinks } from './screens/profile/ProfileSectionLinks.js';
export { ReactivateScreen } from './screens/ReactivateScreen.js';
export { ResetPasswordDoScreen } from './screens/ResetPasswordDoScreen.js';
export { ResetPasswordScreen } from './screens/ResetPasswordScreen.js';
export { RouteErrorBoundary, type RouteErrorBoundaryProps } from './screens/RouteErrorBoundary.js';
export {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  PageError,
  RouteErrorScreen,
  type RouteErrorScreenProps,
} from './screens/RouteErrorScreen.js';
export { SignupMatchesScreen } from './screens/SignupMatchesScreen.js';
export { SignupScreen } from './screens/SignupScreen.js';
export { StatementScreen } from './screens/StatementScreen.js';
export { SwipeGameScreen } from './screens/SwipeGameScreen.js';
export { SignupAccountStep } from './screens/signup/SignupAccountStep.js';
export { SignupFlow } from './screens/signup/SignupFlow.js';
export {
  SignupAboutStep,
  SignupDetailsStep,
  SignupNotificationsStep,
  SignupPhotoStep,
} from './screens/signup/SignupSteps.js';
export { type StartedSite, type StartSiteOptions, startSite } from './start-site.js';
export {
  StoresProvider,
  type StoresProviderProps,
  useCatalog,
  useCounters,
  useInterfaceStorage,
  useLocale,
  useOverlays,
  usePush,
  useSearch,
  useSession,
  useSettings,
  useSignup,
  useStores,
  useTracking,
} from './stores-context.js';
