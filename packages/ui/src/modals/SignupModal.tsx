import { signupInProgress } from '@dating/logic';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal.js';
import { useLocation } from '../router.js';
import { SignupFlow, signupStepTitleKey } from '../screens/signup/SignupFlow.js';
import { useSignup, useStores } from '../stores-context.js';

/**
 * The signup modal. Once signup is under way (the form has content, the account is being made,
 * or a later step is open) a click outside or Escape no longer closes it; before the account
 * exists the close button still does, and the form waits for the visitor (without the password).
 */
export function SignupModal() {
  const stores = useStores();
  const signup = useSignup();
  const location = useLocation();
  const { t } = useTranslation(['signup', 'forms']);
  const openedAt = useRef(location.pathname);
  const inProgress = signupInProgress(signup);

  // A link inside the modal (log in, reset password, terms) leads away: the modal closes.
  useEffect(() => {
    if (location.pathname !== openedAt.current) stores.signup.actions.closeModal();
  }, [location.pathname, stores]);

  return (
    <Modal
      title={t(signupStepTitleKey(signup.step))}
      isOpen={signup.modalOpen}
      onOpenChange={(open) => {
        if (!open) stores.signup.actions.closeModal();
      }}
      isDismissable={!inProgress}
      {...(signup.step === 0 && !signup.pending ? { closeLabel: t('forms:close') } : {})}
    >
      <SignupFlow />
    </Modal>
  );
}
