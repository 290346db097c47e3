import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, Text } from 'react-aria-components/Switch';
import styles from './Switch.module.css';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** The label, also the accessible name. */
  children: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** A hint under the label. */
  description?: string;
}

/** An on/off switch for a setting that applies at once (invisible mode, a notification type). */
export function Switch({ children, description, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={styles.field}>
      <SwitchButton className={styles.switch}>
        <span>{children}</span>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.handle} />
        </span>
      </SwitchButton>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
    </SwitchField>
  );
}
