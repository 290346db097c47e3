import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import styles from './DropdownMenu.module.css';

/** One entry of a {@link DropdownMenu}. */
export interface DropdownMenuItem {
  id: string;
  label: string;
  /** Language of the label when it differs from the page's (native language names). */
  lang?: string;
}

/** Props of {@link DropdownMenu}. */
export interface DropdownMenuProps {
  /** Accessible name of the trigger button. */
  label: string;
  /** What the trigger shows (text, icon). */
  trigger: ReactNode;
  items: readonly DropdownMenuItem[];
  /** Called with the chosen item's id. */
  onAction: (id: string) => void;
  /** Marks one item as the current choice (e.g. the active language). */
  selectedId?: string;
  /** Focuses the trigger on mount (set when the lazy stand-in had focus). */
  autoFocus?: boolean;
  /** Opens the menu on mount (set when the lazy stand-in was pressed). */
  defaultOpen?: boolean;
  /** Where the menu opens, relative to the trigger; `top end` for a bottom tab bar. */
  placement?: 'bottom end' | 'top end';
  /** Replaces the trigger's look (e.g. a tab of the tab bar); then no chevron is shown. */
  triggerClassName?: string;
  /** The chevron after the trigger; off for a trigger that is an icon itself (⋯). */
  chevron?: boolean;
}

/**
 * A menu button (react-aria-components Menu): opens with click, Enter, Space or the arrow keys,
 * moves with the arrow keys, closes with Escape and returns focus to the trigger.
 */
export function DropdownMenu({
  label,
  trigger,
  items,
  onAction,
  selectedId,
  autoFocus = false,
  defaultOpen = false,
  placement = 'bottom end',
  triggerClassName,
  chevron = !triggerClassName,
}: DropdownMenuProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button
        aria-label={label}
        className={triggerClassName ?? styles.trigger}
        autoFocus={autoFocus}
      >
        {trigger}
        {chevron ? <ChevronDown aria-hidden="true" className={styles.chevron} /> : null}
      </Button>
      <Popover className={styles.popover} placement={placement}>
        <Menu
          className={styles.menu}
          items={items}
          onAction={(key) => onAction(String(key))}
          // Opened on mount (the stand-in was pressed): focus the first item as a keyboard open does.
          {...(defaultOpen ? { autoFocus: 'first' as const } : {})}
          {...(selectedId === undefined
            ? {}
            : { selectionMode: 'single' as const, selectedKeys: [selectedId] })}
        >
          {(item) => (
            <MenuItem id={item.id} className={styles.item} lang={item.lang} textValue={item.label}>
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
