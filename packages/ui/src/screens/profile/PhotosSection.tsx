import { PHOTO_LIMITS } from '@dating/contract/enums';
import { photoLimit } from '@dating/contract/rules';
import type { Result } from '@dating/logic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormOutcome } from '../../components/FormMessage.js';
import { Link } from '../../components/Link.js';
import { PhotoManager } from '../../components/PhotoManager.js';
import { useAccountStores, useProfileChanges } from '../../hooks/use-account-stores.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useSession, useSettings } from '../../stores-context.js';

/** Props of {@link PhotosSection}. */
export interface PhotosSectionProps {
  /** Offers private photos (the profile page does, the signup step does not). */
  allowPrivate?: boolean;
}

/** The member's photos, managed through the profile store (upload, main, private, delete). */
export function PhotosSection({ allowPrivate = true }: PhotosSectionProps) {
  const accountStores = useAccountStores();
  const settings = useSettings();
  const { user } = useSession();
  const { busy } = useProfileChanges();
  const { t } = useTranslation('profile');
  const problemText = useProblemText();
  const [message, setMessage] = useState<FormOutcome | null>(null);
  if (!user) return null;
  const limit = photoLimit(user.paid_user);

  const report = async (result: Promise<Result<unknown>>, success?: string) => {
    setMessage(null);
    const outcome = await result;
    if (outcome.ok) setMessage(success ? { tone: 'success', text: success } : null);
    else setMessage({ tone: 'danger', text: problemText(outcome.problem, { count: limit }) });
  };

  return (
    <PhotoManager
      photos={user.profile.photos}
      privatePhotos={user.profile.private_photos}
      limit={limit}
      cdnPrefix={settings.cdn_prefix}
      busy={busy === 'uploadPhoto'}
      allowPrivate={allowPrivate}
      message={message}
      limitNote={
        user.paid_user ? null : (
          <p>
            {t('photos.limitFree', { count: PHOTO_LIMITS.free, premium: PHOTO_LIMITS.premium })}{' '}
            <Link to="/premium">{t('photos.getPremium')}</Link>
          </p>
        )
      }
      onUpload={(file, isPrivate) =>
        void report(
          accountStores.profile.actions.uploadPhoto(file, { isPrivate }),
          t('photos.uploaded'),
        )
      }
      onMakeMain={(id) => void report(accountStores.profile.actions.setMainPhoto(id))}
      onSetPrivate={(id, isPrivate) =>
        void report(accountStores.profile.actions.setPhotoPrivate(id, isPrivate))
      }
      onDelete={(id) => void report(accountStores.profile.actions.deletePhoto(id))}
    />
  );
}
