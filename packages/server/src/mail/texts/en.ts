import type { MailTexts } from './mail-texts.js';

/** English mails, the source of the translations. */
export const en: MailTexts = {
  greeting: ({ name }) => `Hi ${name},`,
  signature: ({ brand }) => `Kind regards,\nThe ${brand} team`,
  footer: ({ brand, domain }) =>
    `You receive this e-mail because an account at ${brand} (${domain}) uses this address.`,
  linkLabel: 'Open this link:',
  confirmEmail: ({ brand, days }) => ({
    subject: `Confirm your e-mail address for ${brand}`,
    paragraphs: [
      `Welcome to ${brand}! Please confirm your e-mail address, so that members can answer your messages and you never miss a match.`,
    ],
    action: 'Confirm my e-mail address',
    note: `The link works for ${days} days. If you did not sign up at ${brand}, you can ignore this e-mail.`,
  }),
  resetPassword: ({ brand, hours }) => ({
    subject: `Choose a new password for ${brand}`,
    paragraphs: [
      `Someone asked to reset the password of your ${brand} account. If that was you, choose a new password with the button below.`,
    ],
    action: 'Choose a new password',
    note: `The link works once, for ${hours} hours. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  }),
  emailChange: ({ brand, newEmail, hours }) => ({
    subject: `Confirm your new e-mail address for ${brand}`,
    paragraphs: [
      `You asked to use ${newEmail} for your ${brand} account. Confirm it with the button below; until then your old address stays in use.`,
    ],
    action: 'Confirm my new address',
    note: `The link works once, for ${hours} hours.`,
  }),
  emailChangeNotice: ({ brand, newEmail, supportEmail }) => ({
    subject: `Your e-mail address at ${brand} is about to change`,
    paragraphs: [
      `Someone asked to change the e-mail address of your ${brand} account to ${newEmail}. The change happens only once the new address is confirmed.`,
      `If that was not you, change your password and write to us at ${supportEmail}.`,
    ],
  }),
  reactivate: ({ brand, days, until }) => ({
    subject: `Your ${brand} account has been deleted`,
    paragraphs: [
      `We are sorry to see you go. Your account and profile are no longer visible to anyone.`,
      `Changed your mind? For ${days} days, until ${until}, you can bring your account back with everything in it. After that, your personal data is erased for good.`,
    ],
    action: 'Reactivate my account',
  }),
  receipt: ({ brand, credits, amount, method, date, paymentId, seller }) => ({
    subject: `Your receipt from ${brand}`,
    paragraphs: [
      `Thank you for your purchase: ${credits === 1 ? '1 credit' : `${credits} credits`} have been added to your account, and you are a Premium member.`,
      `Receipt ${paymentId}\nDate: ${date}\nPackage: ${credits === 1 ? '1 credit' : `${credits} credits`}\nPaid: ${amount} with ${method}\nPrices include VAT.`,
      [
        `Sold by: ${seller.name}`,
        ...seller.address,
        ...seller.vat.map((vat) => `VAT number: ${vat}`),
      ].join('\n'),
    ],
  }),
  unreadMessages: ({ brand, from, count }) => ({
    subject: `${from} wrote to you on ${brand}`,
    paragraphs: [
      `You have ${count === 1 ? '1 unread message' : `${count} unread messages`} from ${from}.`,
      'Answer soon: a quick reply keeps the conversation going.',
    ],
    action: 'Read the messages',
    note: 'You can turn these reminders off in your notification settings.',
  }),
  newLikes: ({ brand, from, count }) => ({
    subject:
      count === 1 ? `${from} likes you on ${brand}` : `${from} and others like you on ${brand}`,
    paragraphs: [
      count === 1 ? `${from} likes you.` : `${count} members like you, the latest is ${from}.`,
      'Like them back to make a match, or say hello.',
    ],
    action: 'See who likes you',
    note: 'You can turn these e-mails off in your notification settings.',
  }),
  noticeReceived: ({ brand, domain, reference, date }) => ({
    subject: `${brand}: we received your notice (${reference})`,
    paragraphs: [
      `Thank you for your notice to ${brand}. It reached us on ${date} and is filed under the reference ${reference}.`,
      `Our team reviews it with care and without undue delay, and then tells you what we decided and why. If you write to us about it, please name the reference.`,
    ],
    footer: `You receive this e-mail because this address was given with a notice on ${domain}.`,
  }),
  noticeDecided: ({ brand, domain, reference, acted, answer }) => ({
    subject: `${brand}: our decision on your notice (${reference})`,
    paragraphs: [
      acted
        ? `We reviewed your notice ${reference} and acted on it under our terms and the law. For the privacy of the member concerned, we cannot tell you more than our answer below.`
        : `We reviewed your notice ${reference} carefully and found no grounds to act on it.`,
      `Our answer: ${answer}`,
      `A member of our team decided this; no automated means were used. If you disagree, you may send us a new notice that names the reference ${reference}, turn to a certified out-of-court dispute settlement body, or go to court.`,
    ],
    footer: `You receive this e-mail because this address was given with a notice on ${domain}.`,
  }),
  refundIssued: ({
    brand,
    reference,
    paymentId,
    amount,
    purchased,
    taken,
    days,
    supportEmail,
  }) => ({
    subject: `${brand}: we are refunding your purchase (${reference})`,
    paragraphs: [
      `We are refunding your purchase ${paymentId} of ${purchased}: the ${amount} you paid go back to the means of payment you used, within ${days} days at the latest and at no cost to you. The refund is filed under the reference ${reference}.`,
      taken
        ? `The ${taken === 1 ? 'credit' : `${taken} credits`} of this purchase that you had not used ${taken === 1 ? 'has' : 'have'} been taken off your balance.`
        : `The credits of this purchase had been used; nothing was taken off your balance.`,
      `If you have a question about it, write to us at ${supportEmail} and name the reference.`,
    ],
  }),
  withdrawalReceived: ({
    brand,
    reference,
    date,
    outcome,
    paymentId,
    credits,
    amount,
    purchased,
    days,
    supportEmail,
  }) => ({
    subject: `${brand}: we received your withdrawal (${reference})`,
    paragraphs: [
      `We received your withdrawal from your purchase on ${date}. It is filed under the reference ${reference}.`,
      `Purchase ${paymentId}\nBought on: ${purchased}\nPackage: ${credits === 1 ? '1 credit' : `${credits} credits`}\nPaid: ${amount}`,
      outcome === 'refund'
        ? `We refund the ${amount} you paid to the means of payment you used, within ${days} days at the latest and at no cost to you. The ${credits === 1 ? 'credit' : 'credits'} of this purchase ${credits === 1 ? 'has' : 'have'} been taken off your balance.`
        : `We cannot refund this purchase. At checkout you agreed that the credits were delivered at once, and confirmed that you lose your right of withdrawal once you use them; credits of this purchase have been used. Your withdrawal is kept on record with this reason. If you think this is wrong, write to us at ${supportEmail} and name the reference.`,
    ],
  }),
  statementOfReasons: ({ brand, kind, ground, facts, until, appealUntil }) => ({
    subject: {
      warning: `${brand}: a warning about your account`,
      suspension: `${brand}: your account is suspended`,
      ban: `${brand}: your account is closed`,
      removal: `${brand}: we removed one of your photos`,
      text_removal: `${brand}: we removed a text from your profile`,
    }[kind],
    paragraphs: [
      {
        warning: `We reviewed your account and are giving you a warning. Your account stays open; if it happens again, we may suspend or close it.`,
        suspension: `We have suspended your account until ${until}. Until then you cannot log in, and your profile, likes and conversations are hidden from other members. Your credits stay yours.`,
        ban: `We have closed your account for good. Your profile, likes and conversations are no longer shown, and this e-mail address cannot be used to sign up again.`,
        removal: `We reviewed a photo you uploaded and removed it: other members no longer see it. Your account and your other photos are not affected.`,
        text_removal: `We reviewed a text of your profile and removed it: other members no longer see it. An about-me text is emptied, a name is shortened to its first word. You can write a new text that keeps to our rules.`,
      }[kind],
      `The rule: ${ground} (our terms and ban policy).`,
      ...(facts ? [`What we found: ${facts}`] : []),
      kind === 'text_removal'
        ? `Our system flagged the text automatically for review (it looks for contact details, links and requests for money); a member of our team reviewed it and decided.`
        : `A member of our team decided this after reviewing ${kind === 'removal' ? 'the photo' : 'a report'}; no automated means were used to detect or decide it.`,
      `You may appeal until ${appealUntil}: open the statement below and explain why you think the decision is wrong. A member of our team who did not take the decision reviews it. You may also turn to a certified out-of-court dispute settlement body, or to a court.`,
    ],
    action: 'Read the statement and appeal',
  }),
  reportOutcome: ({ brand, reported, acted }) => ({
    subject: `${brand}: we reviewed your report`,
    paragraphs: [
      acted
        ? `Thank you for reporting ${reported}. We reviewed your report and took action under our terms. For the other member's privacy, we cannot tell you the details.`
        : `Thank you for reporting ${reported}. We reviewed your report carefully and found no breach of our terms, so we did not act this time. ${reported} stays blocked for you.`,
      `If you see something else that worries you, please report it again.`,
    ],
  }),
  appealDecided: ({ brand, outcome, answer }) => ({
    subject: `${brand}: we decided your appeal`,
    paragraphs: [
      outcome === 'reversed'
        ? `We reviewed your appeal and agree with you: we have undone the decision and restored what it took away.`
        : `We reviewed your appeal, and the decision stays.`,
      `Our answer: ${answer}`,
      `You may still turn to a certified out-of-court dispute settlement body, or to a court.`,
    ],
  }),
  restrictionGrounds: {
    underage: 'members must be adults; content that sexualises minors is not allowed',
    false_identity:
      "no false identities: no other person's photos or name, no profiles made to deceive",
    harassment: 'no harassment, threats, hate speech or insults, also in private conversations',
    scam: 'no scams: no asking for money, presents, bank or card details, no luring to other services',
    spam: 'no advertising, spam or messages sent automatically',
    illegal_content: 'no illegal content, and no photos or texts that break our terms',
    evasion: 'no getting around a suspension or ban',
  },
  paymentMethods: { sdd: 'SEPA Direct Debit', sct: 'Bank transfer', creditcard: 'Credit card' },
};
