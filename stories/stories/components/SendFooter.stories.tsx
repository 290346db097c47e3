import { SendFooter } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { containing, type Translate, textsOf } from '../../.storybook/texts';

const NAME = 'Giulia';
/** The brands' defaults: a message costs 5 credits and takes up to 1000 characters. */
const PRICE = 5;
const MAX_LENGTH = 1000;

const LETTER =
  'I have been thinking about what you wrote about the dunes, and about the Alps in summer. ';
/** A long letter, 100 characters short of the limit: the footer counts what is left. */
const NEAR_LIMIT = LETTER.repeat(20).slice(0, MAX_LENGTH - 100);

/**
 * The send footer of a conversation: a labelled text field (Enter sends, Shift+Enter starts a new
 * line), the send button, what a message costs and, near the brand's `message_length`, the
 * characters left.
 */
const meta = {
  title: 'Components/SendFooter',
  component: SendFooter,
  args: {
    name: NAME,
    value: '',
    onChange: fn(),
    onSend: fn(),
    price: PRICE,
    maxLength: MAX_LENGTH,
    isDisabled: false,
  },
  argTypes: { extras: { control: false }, fieldRef: { control: false } },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <main style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
        <SendFooter
          {...args}
          value={value}
          onChange={(next) => {
            args.onChange(next);
            setValue(next);
          }}
        />
      </main>
    );
  },
} satisfies Meta<typeof SendFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldOf = (canvasElement: HTMLElement, t: Translate) =>
  within(canvasElement).getByRole('textbox', { name: t('chat:footer.label', { name: NAME }) });

const sendOf = (canvasElement: HTMLElement, t: Translate) =>
  within(canvasElement).getByRole('button', { name: t('chat:footer.send') });

/** Nothing written yet: the send button waits for text; Enter sends, Shift+Enter adds a line. */
export const Empty: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const field = fieldOf(canvasElement, t);
    await expect(field).toHaveAttribute('placeholder', t('chat:footer.placeholder'));
    await expect(field).toHaveAccessibleDescription(
      containing(t('chat:footer.price', { count: PRICE })),
    );
    await expect(sendOf(canvasElement, t)).toBeDisabled();
    // Blank text is not sent.
    await userEvent.type(field, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Hello!{Shift>}{Enter}{/Shift}How are you?');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(sendOf(canvasElement, t)).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello!\nHow are you?');
    await expect(field).toHaveValue('');
  },
};

/** Written and sent with the button. */
export const SendWithButton: Story = {
  args: { value: 'Shall we go together next Saturday?' },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(sendOf(canvasElement, t));
    await expect(args.onSend).toHaveBeenCalledWith('Shall we go together next Saturday?');
    await expect(fieldOf(canvasElement, t)).toHaveValue('');
  },
};

/** Near the brand's `message_length`: the characters left show and count down. */
export const NearLengthLimit: Story = {
  args: { value: NEAR_LIMIT },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('chat:footer.charactersLeft', { count: 100 }))).toBeVisible();
    await userEvent.type(fieldOf(canvasElement, t), '!');
    await expect(canvas.getByText(t('chat:footer.charactersLeft', { count: 99 }))).toBeVisible();
  },
};

/** At the limit: nothing more goes in. */
export const AtLengthLimit: Story = {
  args: { value: LETTER.repeat(20).slice(0, MAX_LENGTH) },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const field = fieldOf(canvasElement, t);
    await expect(
      within(canvasElement).getByText(t('chat:footer.charactersLeft', { count: 0 })),
    ).toBeVisible();
    await userEvent.type(field, 'more');
    await expect((field as HTMLTextAreaElement).value).toHaveLength(MAX_LENGTH);
  },
};

/** Nothing can be sent now (the reason stands above the footer): field and button are off. */
export const Disabled: Story = {
  args: { isDisabled: true, value: '' },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(fieldOf(canvasElement, t)).toBeDisabled();
    await expect(sendOf(canvasElement, t)).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The themed sizes show a long letter, as in {@link NearLengthLimit}. */
const themed: Story = NearLengthLimit;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
