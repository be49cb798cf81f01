/**
 * /notifications/settings: push on this phone, and per category what comes to the inbox and
 * what is pushed (issue 14). Push is asked for only from a tap here or on the one-time offer
 * after a first request, never on page load.
 */
import { messages } from '../../../contract/messages';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { useConnectivity } from '../../offline/use-connectivity';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { PreferencesForm } from './preferences-form';
import { PushSection } from './push-section';
import { usePreferences } from './use-preferences';
import styles from './settings.module.css';

export default function NotificationSettingsPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const preferences = usePreferences(userId);
  const { online } = useConnectivity();

  let form;
  if (preferences.data) {
    form = (
      <PreferencesForm
        userId={userId}
        saved={preferences.data}
        isRwa={user?.role === 'RWA'}
        online={online}
      />
    );
  } else if (preferences.isError) {
    form = (
      <p role="alert" className={`${styles.result} ${styles.failed}`}>
        {online ? messages.notificationsFailed : 'Your settings can be read when you are online.'}
      </p>
    );
  } else {
    form = <Spinner label="Loading your settings…" />;
  }

  return (
    <>
      <PageHeader
        title="Notification Settings"
        subtitle="Choose what Gatehouse tells you, and how."
        backTo={paths.notifications}
        backLabel="Notifications"
      />
      <div className={styles.page}>
        <PushSection />
        <section aria-labelledby="categories-heading" className={styles.section}>
          <h2 id="categories-heading">What to tell you</h2>
          {form}
        </section>
      </div>
    </>
  );
}
