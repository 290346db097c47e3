import type { MailTexts } from './mail-texts.js';

const pluralRules = new Intl.PluralRules('fr');

/** The count with its noun in the right number: "1 jour", "7 jours". */
const count = (value: number, one: string, other: string) =>
  `${value} ${pluralRules.select(value) === 'one' ? one : other}`;

/** French mails. */
export const fr: MailTexts = {
  greeting: ({ name }) => `Bonjour ${name},`,
  signature: ({ brand }) => `Cordialement,\nL’équipe ${brand}`,
  footer: ({ brand, domain }) =>
    `Vous recevez cet e-mail car cette adresse est associée à un compte ${brand} (${domain}).`,
  linkLabel: 'Ouvrez ce lien :',
  confirmEmail: ({ brand, days }) => ({
    subject: `Confirmez votre adresse e-mail sur ${brand}`,
    paragraphs: [
      `Bienvenue sur ${brand} ! Merci de confirmer votre adresse e-mail : les autres membres pourront ainsi répondre à vos messages et vous ne manquerez aucun match.`,
    ],
    action: 'Confirmer mon adresse e-mail',
    note: `Ce lien est valable ${count(days, 'jour', 'jours')}. Si vous n’êtes pas à l’origine de cette inscription sur ${brand}, vous pouvez ignorer cet e-mail.`,
  }),
  resetPassword: ({ brand, hours }) => ({
    subject: `Réinitialisez votre mot de passe ${brand}`,
    paragraphs: [
      `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${brand}. Si elle vient de vous, choisissez un nouveau mot de passe à l’aide du bouton ci-dessous.`,
    ],
    action: 'Choisir un nouveau mot de passe',
    note: `Ce lien est valable ${count(hours, 'heure', 'heures')} et ne peut servir qu’une seule fois. Si vous n’avez rien demandé, ignorez simplement cet e-mail : votre mot de passe reste inchangé.`,
  }),
  emailChange: ({ brand, newEmail, hours }) => ({
    subject: `Confirmez votre nouvelle adresse e-mail sur ${brand}`,
    paragraphs: [
      `Vous souhaitez utiliser l’adresse ${newEmail} pour votre compte ${brand}. Confirmez-la à l’aide du bouton ci-dessous ; d’ici là, votre adresse actuelle reste active.`,
    ],
    action: 'Confirmer ma nouvelle adresse',
    note: `Ce lien est valable ${count(hours, 'heure', 'heures')} et ne peut servir qu’une seule fois.`,
  }),
  emailChangeNotice: ({ brand, newEmail, supportEmail }) => ({
    subject: `L’adresse e-mail de votre compte ${brand} va bientôt changer`,
    paragraphs: [
      `Nous avons reçu une demande pour remplacer l’adresse e-mail de votre compte ${brand} par ${newEmail}. Le changement ne prendra effet qu’une fois la nouvelle adresse confirmée.`,
      `Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe et écrivez-nous à ${supportEmail}.`,
    ],
  }),
  reactivate: ({ brand, days, until }) => ({
    subject: `Votre compte ${brand} a été supprimé`,
    paragraphs: [
      `Nous sommes désolés de vous voir partir. Votre compte et votre profil ne sont désormais plus visibles par personne.`,
      `Vous avez changé d’avis ? Pendant ${count(days, 'jour', 'jours')}, jusqu’au ${until}, vous pouvez récupérer votre compte avec tout son contenu. Passé ce délai, vos données personnelles seront définitivement effacées.`,
    ],
    action: 'Réactiver mon compte',
  }),
  receipt: ({ brand, credits, amount, method, date, paymentId, seller }) => ({
    subject: `Votre reçu ${brand}`,
    paragraphs: [
      `Merci pour votre achat : ${count(credits, 'crédit', 'crédits')} ont été ajoutés à votre compte, et vous êtes désormais membre Premium.`,
      `Reçu ${paymentId}\nDate : ${date}\nPack : ${count(credits, 'crédit', 'crédits')}\nPayé : ${amount} par ${method}\nPrix TTC.`,
      [
        `Vendeur : ${seller.name}`,
        ...seller.address,
        ...seller.vat.map((vat) => `N° de TVA : ${vat}`),
      ].join('\n'),
    ],
  }),
  unreadMessages: ({ brand, from, count: unread }) => ({
    subject: `${from} vous a écrit sur ${brand}`,
    paragraphs: [
      `Vous avez ${count(unread, 'message non lu', 'messages non lus')} de ${from}.`,
      'Répondez vite : une réponse rapide fait vivre la conversation.',
    ],
    action: 'Lire les messages',
    note: 'Vous pouvez désactiver ces rappels dans vos réglages de notifications.',
  }),
  newLikes: ({ brand, from, count: likes }) => ({
    subject:
      likes === 1
        ? `${from} vous aime bien sur ${brand}`
        : `${from} et d’autres vous aiment bien sur ${brand}`,
    paragraphs: [
      likes === 1
        ? `${from} vous aime bien.`
        : `${count(likes, 'membre vous aime', 'membres vous aiment')} bien, dont ${from} en dernier.`,
      'Aimez-les en retour pour un match, ou dites simplement bonjour.',
    ],
    action: 'Voir qui vous aime bien',
    note: 'Vous pouvez désactiver ces e-mails dans vos réglages de notifications.',
  }),
  noticeReceived: ({ brand, domain, reference, date }) => ({
    subject: `${brand} : nous avons bien reçu votre signalement (${reference})`,
    paragraphs: [
      `Merci pour votre signalement à ${brand}. Il nous est parvenu le ${date} et est enregistré sous la référence ${reference}.`,
      `Notre équipe l’examine avec soin et sans retard injustifié, puis vous informe de sa décision et de ses motifs. Si vous nous écrivez à ce sujet, merci d’indiquer la référence.`,
    ],
    footer: `Vous recevez cet e-mail parce que cette adresse a été indiquée dans un signalement sur ${domain}.`,
  }),
  noticeDecided: ({ brand, domain, reference, acted, answer }) => ({
    subject: `${brand} : notre décision sur votre signalement (${reference})`,
    paragraphs: [
      acted
        ? `Nous avons examiné votre signalement ${reference} et avons agi conformément à nos conditions d’utilisation et à la loi. Pour protéger la vie privée du membre concerné, nous ne pouvons pas vous en dire plus que notre réponse ci-dessous.`
        : `Nous avons examiné attentivement votre signalement ${reference} et n’avons trouvé aucun motif d’agir.`,
      `Notre réponse : ${answer}`,
      `Cette décision a été prise par un membre de notre équipe, sans recours à des moyens automatisés. Si vous n’êtes pas d’accord, vous pouvez nous envoyer un nouveau signalement mentionnant la référence ${reference}, vous adresser à un organisme certifié de règlement extrajudiciaire des litiges ou saisir la justice.`,
    ],
    footer: `Vous recevez cet e-mail parce que cette adresse a été indiquée dans un signalement sur ${domain}.`,
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
    subject: `${brand} : nous remboursons votre achat (${reference})`,
    paragraphs: [
      `Nous remboursons votre achat ${paymentId} du ${purchased} : les ${amount} que vous avez payés sont reversés sur le moyen de paiement utilisé, dans un délai de ${days} jours au plus et sans frais pour vous. Le remboursement est enregistré sous la référence ${reference}.`,
      taken
        ? `${taken === 1 ? 'Le crédit' : `Les ${taken} crédits`} de cet achat que vous n’aviez pas utilisés ${taken === 1 ? 'a été retiré' : 'ont été retirés'} de votre solde.`
        : `Les crédits de cet achat avaient été utilisés ; rien n’a été retiré de votre solde.`,
      `Pour toute question, écrivez-nous à ${supportEmail} en indiquant la référence.`,
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
    subject: `${brand} : nous avons bien reçu votre rétractation (${reference})`,
    paragraphs: [
      `Votre rétractation de votre achat nous est parvenue le ${date}. Elle est enregistrée sous la référence ${reference}.`,
      `Achat ${paymentId}\nDate d’achat : ${purchased}\nPack : ${count(credits, 'crédit', 'crédits')}\nPayé : ${amount}`,
      outcome === 'refund'
        ? `Nous vous remboursons les ${amount} payés, par le moyen de paiement que vous avez utilisé, au plus tard sous ${days} jours et sans frais pour vous. Les crédits de cet achat ont été retirés de votre solde.`
        : `Nous ne pouvons pas rembourser cet achat. Lors du paiement, vous avez accepté que les crédits soient fournis immédiatement et reconnu perdre votre droit de rétractation dès leur utilisation ; des crédits de cet achat ont déjà été utilisés. Votre rétractation est enregistrée avec ce motif. Si vous pensez qu’il s’agit d’une erreur, écrivez-nous à ${supportEmail} en indiquant la référence.`,
    ],
  }),
  statementOfReasons: ({ brand, kind, ground, facts, until, appealUntil }) => ({
    subject: {
      warning: `${brand} : un avertissement concernant votre compte`,
      suspension: `${brand} : votre compte est suspendu`,
      ban: `${brand} : votre compte a été fermé`,
      removal: `${brand} : nous avons retiré l’une de vos photos`,
      text_removal: `${brand} : nous avons retiré un texte de votre profil`,
    }[kind],
    paragraphs: [
      {
        warning: `Après examen de votre compte, nous vous adressons un avertissement. Votre compte reste ouvert ; en cas de récidive, nous pourrons le suspendre ou le fermer.`,
        suspension: `Nous avons suspendu votre compte jusqu’au ${until}. D’ici là, vous ne pouvez plus vous connecter, et votre profil, vos likes et vos conversations sont masqués pour les autres membres. Vos crédits vous restent acquis.`,
        ban: `Nous avons définitivement fermé votre compte. Votre profil, vos likes et vos conversations ne sont plus affichés, et cette adresse e-mail ne peut plus servir à vous réinscrire.`,
        removal: `Après examen d’une photo que vous avez ajoutée, nous l’avons retirée : les autres membres ne la voient plus. Votre compte et vos autres photos ne sont pas concernés.`,
        text_removal: `Après examen d’un texte de votre profil, nous l’avons retiré : les autres membres ne le voient plus. Un texte « À propos de moi » est vidé, un nom est raccourci à son premier mot. Vous pouvez écrire un nouveau texte qui respecte nos règles.`,
      }[kind],
      `La règle : ${ground} (nos conditions générales et notre politique d’exclusion).`,
      ...(facts ? [`Ce que nous avons constaté : ${facts}`] : []),
      kind === 'text_removal'
        ? `Notre système a signalé automatiquement ce texte pour examen (il repère les coordonnées, les liens et les demandes d’argent) ; un membre de notre équipe l’a examiné et a pris la décision.`
        : `Un membre de notre équipe a pris cette décision après avoir examiné ${kind === 'removal' ? 'la photo' : 'un signalement'} ; aucun moyen automatisé n’a été utilisé pour détecter le manquement ni pour prendre la décision.`,
      `Vous pouvez contester cette décision jusqu’au ${appealUntil} : ouvrez l’exposé des motifs ci-dessous et expliquez pourquoi vous estimez qu’elle est erronée. Un membre de notre équipe qui n’a pas pris la décision la réexamine. Vous pouvez aussi vous adresser à un organe de règlement extrajudiciaire des litiges certifié, ou à un tribunal.`,
    ],
    action: 'Lire l’exposé des motifs et contester',
  }),
  reportOutcome: ({ brand, reported, acted }) => ({
    subject: `${brand} : nous avons examiné votre signalement`,
    paragraphs: [
      acted
        ? `Merci d’avoir signalé ${reported}. Nous avons examiné votre signalement et pris des mesures conformément à nos conditions. Pour protéger la vie privée de l’autre membre, nous ne pouvons pas vous donner de détails.`
        : `Merci d’avoir signalé ${reported}. Nous avons examiné votre signalement avec soin et n’avons constaté aucun manquement à nos conditions ; nous n’avons donc pas pris de mesure cette fois-ci. Votre blocage de ${reported} reste en place.`,
      `Si vous remarquez autre chose qui vous inquiète, n’hésitez pas à le signaler à nouveau.`,
    ],
  }),
  appealDecided: ({ brand, outcome, answer }) => ({
    subject: `${brand} : nous avons statué sur votre contestation`,
    paragraphs: [
      outcome === 'reversed'
        ? `Nous avons examiné votre contestation et vous donnons raison : nous avons annulé la décision et rétabli ce qu’elle avait supprimé.`
        : `Nous avons examiné votre contestation, et la décision est maintenue.`,
      `Notre réponse : ${answer}`,
      `Vous pouvez toujours vous adresser à un organe de règlement extrajudiciaire des litiges certifié, ou à un tribunal.`,
    ],
  }),
  restrictionGrounds: {
    underage:
      'les membres doivent être majeurs ; tout contenu sexualisant des mineurs est interdit',
    false_identity:
      'pas de fausse identité : ni photos ni nom d’une autre personne, ni profils créés pour tromper',
    harassment:
      'pas de harcèlement, de menaces, de discours de haine ni d’insultes, y compris dans les conversations privées',
    scam: 'pas d’arnaque : ne pas demander d’argent, de cadeaux, de coordonnées bancaires ou de carte, ni attirer des membres vers d’autres services',
    spam: 'pas de publicité, de spam ni de messages envoyés automatiquement',
    illegal_content:
      'pas de contenus illicites, ni de photos ou de textes contraires à nos conditions',
    evasion: 'pas de contournement d’une suspension ou d’une exclusion',
  },
  paymentMethods: {
    sdd: 'Prélèvement SEPA',
    sct: 'Virement bancaire',
    creditcard: 'Carte de crédit',
  },
};
