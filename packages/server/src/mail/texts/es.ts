import type { MailTexts } from './mail-texts.js';

const pluralRules = new Intl.PluralRules('es');

/** The count with its noun in the right number: "1 día", "7 días". */
const count = (value: number, one: string, other: string) =>
  `${value} ${pluralRules.select(value) === 'one' ? one : other}`;

/** Spanish mails. */
export const es: MailTexts = {
  greeting: ({ name }) => `Hola, ${name}:`,
  signature: ({ brand }) => `Un saludo,\nEl equipo de ${brand}`,
  footer: ({ brand, domain }) =>
    `Recibes este correo porque esta dirección está vinculada a una cuenta de ${brand} (${domain}).`,
  linkLabel: 'Abre este enlace:',
  confirmEmail: ({ brand, days }) => ({
    subject: `Confirma tu dirección de correo electrónico en ${brand}`,
    paragraphs: [
      `¡Te damos la bienvenida a ${brand}! Confirma tu dirección de correo electrónico para que los demás miembros puedan responder a tus mensajes y no te pierdas ningún match.`,
    ],
    action: 'Confirmar mi correo electrónico',
    note: `El enlace es válido durante ${count(days, 'día', 'días')}. Si no te has registrado en ${brand}, puedes ignorar este correo.`,
  }),
  resetPassword: ({ brand, hours }) => ({
    subject: `Restablece tu contraseña de ${brand}`,
    paragraphs: [
      `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${brand}. Si has sido tú, elige una contraseña nueva con el botón de abajo.`,
    ],
    action: 'Elegir una contraseña nueva',
    note: `El enlace es válido durante ${count(hours, 'hora', 'horas')} y solo se puede usar una vez. Si no lo has solicitado, ignora este correo: tu contraseña seguirá siendo la misma.`,
  }),
  emailChange: ({ brand, newEmail, hours }) => ({
    subject: `Confirma tu nueva dirección de correo electrónico en ${brand}`,
    paragraphs: [
      `Has solicitado usar la dirección ${newEmail} en tu cuenta de ${brand}. Confírmala con el botón de abajo; hasta entonces, seguiremos usando tu dirección actual.`,
    ],
    action: 'Confirmar mi nueva dirección',
    note: `El enlace es válido durante ${count(hours, 'hora', 'horas')} y solo se puede usar una vez.`,
  }),
  emailChangeNotice: ({ brand, newEmail, supportEmail }) => ({
    subject: `La dirección de correo electrónico de tu cuenta de ${brand} va a cambiar`,
    paragraphs: [
      `Alguien ha solicitado cambiar la dirección de correo electrónico de tu cuenta de ${brand} a ${newEmail}. El cambio solo se hará efectivo cuando se confirme la nueva dirección.`,
      `Si no has sido tú, cambia tu contraseña y escríbenos a ${supportEmail}.`,
    ],
  }),
  reactivate: ({ brand, days, until }) => ({
    subject: `Hemos eliminado tu cuenta de ${brand}`,
    paragraphs: [
      `Sentimos que te vayas. Tu cuenta y tu perfil ya no son visibles para nadie.`,
      `¿Has cambiado de opinión? Durante ${count(days, 'día', 'días')}, hasta el ${until}, puedes recuperar tu cuenta con todo su contenido. Después, tus datos personales se borrarán definitivamente.`,
    ],
    action: 'Reactivar mi cuenta',
  }),
  receipt: ({ brand, credits, amount, method, date, paymentId, seller }) => ({
    subject: `Tu recibo de ${brand}`,
    paragraphs: [
      `Gracias por tu compra: hemos añadido ${count(credits, 'crédito', 'créditos')} a tu cuenta y ya eres miembro Premium.`,
      `Recibo ${paymentId}\nFecha: ${date}\nPaquete: ${count(credits, 'crédito', 'créditos')}\nPagado: ${amount} con ${method}\nLos precios incluyen el IVA.`,
      [
        `Vendedor: ${seller.name}`,
        ...seller.address,
        ...seller.vat.map((vat) => `NIF-IVA: ${vat}`),
      ].join('\n'),
    ],
  }),
  unreadMessages: ({ brand, from, count: unread }) => ({
    subject: `${from} te ha escrito en ${brand}`,
    paragraphs: [
      `Tienes ${count(unread, 'mensaje sin leer', 'mensajes sin leer')} de ${from}.`,
      'Responde pronto: una respuesta rápida mantiene viva la conversación.',
    ],
    action: 'Leer los mensajes',
    note: 'Puedes desactivar estos recordatorios en tus ajustes de notificaciones.',
  }),
  newLikes: ({ brand, from, count: likes }) => ({
    subject:
      likes === 1
        ? `Le gustas a ${from} en ${brand}`
        : `Les gustas a ${from} y a otros en ${brand}`,
    paragraphs: [
      likes === 1
        ? `Le gustas a ${from}.`
        : `Les gustas a ${count(likes, 'miembro', 'miembros')}; el último, ${from}.`,
      'Devuelve el me gusta para hacer match, o simplemente saluda.',
    ],
    action: 'Ver a quién le gustas',
    note: 'Puedes desactivar estos correos en tus ajustes de notificaciones.',
  }),
  noticeReceived: ({ brand, domain, reference, date }) => ({
    subject: `${brand}: hemos recibido tu notificación (${reference})`,
    paragraphs: [
      `Gracias por tu notificación a ${brand}. La recibimos el ${date} y está registrada con la referencia ${reference}.`,
      `Nuestro equipo la revisará con atención y sin demoras indebidas, y después te comunicará qué hemos decidido y por qué. Si nos escribes sobre ella, indica la referencia, por favor.`,
    ],
    footer: `Recibes este correo porque esta dirección se indicó en una notificación enviada en ${domain}.`,
  }),
  noticeDecided: ({ brand, domain, reference, acted, answer }) => ({
    subject: `${brand}: nuestra decisión sobre tu notificación (${reference})`,
    paragraphs: [
      acted
        ? `Hemos revisado tu notificación ${reference} y hemos actuado conforme a nuestras condiciones y a la ley. Para proteger la privacidad del miembro afectado, no podemos contarte más que nuestra respuesta de abajo.`
        : `Hemos revisado con atención tu notificación ${reference} y no hemos encontrado motivos para actuar.`,
      `Nuestra respuesta: ${answer}`,
      `Esta decisión la ha tomado una persona de nuestro equipo; no se han utilizado medios automatizados. Si no estás de acuerdo, puedes enviarnos una nueva notificación que indique la referencia ${reference}, acudir a un órgano certificado de resolución extrajudicial de litigios o a los tribunales.`,
    ],
    footer: `Recibes este correo porque esta dirección se indicó en una notificación enviada en ${domain}.`,
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
    subject: `${brand}: te reembolsamos tu compra (${reference})`,
    paragraphs: [
      `Te reembolsamos tu compra ${paymentId} del ${purchased}: los ${amount} que pagaste vuelven al medio de pago que usaste, en un plazo máximo de ${days} días y sin coste para ti. El reembolso queda registrado con la referencia ${reference}.`,
      taken
        ? `${taken === 1 ? 'El crédito' : `Los ${taken} créditos`} de esta compra que no habías usado ${taken === 1 ? 'se ha descontado' : 'se han descontado'} de tu saldo.`
        : `Los créditos de esta compra ya se habían usado; no se ha descontado nada de tu saldo.`,
      `Si tienes alguna pregunta, escríbenos a ${supportEmail} indicando la referencia.`,
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
    subject: `${brand}: hemos recibido tu desistimiento (${reference})`,
    paragraphs: [
      `Hemos recibido el ${date} tu desistimiento de tu compra. Está registrado con la referencia ${reference}.`,
      `Compra ${paymentId}\nFecha de compra: ${purchased}\nPaquete: ${count(credits, 'crédito', 'créditos')}\nPagado: ${amount}`,
      outcome === 'refund'
        ? `Te reembolsamos los ${amount} que pagaste mediante el mismo medio de pago que utilizaste, en un plazo máximo de ${days} días y sin ningún coste para ti. Los créditos de esta compra se han descontado de tu saldo.`
        : `No podemos reembolsar esta compra. Al pagar aceptaste que los créditos se entregaran de inmediato y confirmaste que pierdes tu derecho de desistimiento en cuanto los usas; ya se han usado créditos de esta compra. Hemos registrado tu desistimiento con este motivo. Si crees que es un error, escríbenos a ${supportEmail} e indica la referencia.`,
    ],
  }),
  statementOfReasons: ({ brand, kind, ground, facts, until, appealUntil }) => ({
    subject: {
      warning: `${brand}: una advertencia sobre tu cuenta`,
      suspension: `${brand}: hemos suspendido tu cuenta`,
      ban: `${brand}: hemos cerrado tu cuenta`,
      removal: `${brand}: hemos retirado una de tus fotos`,
      text_removal: `${brand}: hemos retirado un texto de tu perfil`,
    }[kind],
    paragraphs: [
      {
        warning: `Hemos revisado tu cuenta y te enviamos una advertencia. Tu cuenta sigue abierta; si vuelve a ocurrir, podemos suspenderla o cerrarla.`,
        suspension: `Hemos suspendido tu cuenta hasta el ${until}. Hasta entonces no puedes iniciar sesión, y tu perfil, tus me gusta y tus conversaciones quedan ocultos para los demás miembros. Tus créditos siguen siendo tuyos.`,
        ban: `Hemos cerrado tu cuenta de forma definitiva. Tu perfil, tus me gusta y tus conversaciones ya no se muestran, y no podrás volver a registrarte con esta dirección de correo electrónico.`,
        removal: `Hemos revisado una foto que subiste y la hemos retirado: los demás miembros ya no la ven. Tu cuenta y tus demás fotos no se ven afectadas.`,
        text_removal: `Hemos revisado un texto de tu perfil y lo hemos retirado: los demás miembros ya no lo ven. Un texto «Sobre mí» queda vacío y un nombre se acorta a su primera palabra. Puedes escribir un texto nuevo que respete nuestras normas.`,
      }[kind],
      `La norma: ${ground} (según nuestros términos y condiciones y nuestra política de bloqueo).`,
      ...(facts ? [`Lo que hemos constatado: ${facts}`] : []),
      kind === 'text_removal'
        ? `Nuestro sistema marcó el texto automáticamente para su revisión (busca datos de contacto, enlaces y peticiones de dinero); un miembro de nuestro equipo lo revisó y tomó la decisión.`
        : `Un miembro de nuestro equipo ha tomado esta decisión tras revisar ${kind === 'removal' ? 'la foto' : 'una denuncia'}; no se han utilizado medios automatizados ni para detectar la infracción ni para tomar la decisión.`,
      `Puedes recurrir hasta el ${appealUntil}: abre la declaración de motivos con el botón de abajo y explica por qué crees que la decisión es errónea. La revisará un miembro de nuestro equipo que no haya participado en ella. También puedes acudir a un órgano certificado de resolución extrajudicial de litigios o a los tribunales.`,
    ],
    action: 'Ver la declaración y recurrir',
  }),
  reportOutcome: ({ brand, reported, acted }) => ({
    subject: `${brand}: hemos revisado tu denuncia`,
    paragraphs: [
      acted
        ? `Gracias por denunciar a ${reported}. Hemos revisado tu denuncia y hemos tomado medidas conforme a nuestras condiciones. Para proteger la privacidad del otro miembro, no podemos darte más detalles.`
        : `Gracias por denunciar a ${reported}. Hemos revisado tu denuncia con atención y no hemos encontrado ningún incumplimiento de nuestras condiciones, así que esta vez no hemos tomado medidas. Tu bloqueo de ${reported} se mantiene.`,
      `Si ves algo más que te preocupe, vuelve a denunciarlo.`,
    ],
  }),
  appealDecided: ({ brand, outcome, answer }) => ({
    subject: `${brand}: hemos resuelto tu recurso`,
    paragraphs: [
      outcome === 'reversed'
        ? `Hemos revisado tu recurso y te damos la razón: hemos anulado la decisión y restablecido lo que se había retirado.`
        : `Hemos revisado tu recurso y la decisión se mantiene.`,
      `Nuestra respuesta: ${answer}`,
      `Aún puedes acudir a un órgano certificado de resolución extrajudicial de litigios o a los tribunales.`,
    ],
  }),
  restrictionGrounds: {
    underage:
      'los miembros deben ser mayores de edad; no se permite ningún contenido que sexualice a menores',
    false_identity:
      'no se permiten identidades falsas: ni fotos ni nombre de otra persona, ni perfiles creados para engañar',
    harassment:
      'no se permiten el acoso, las amenazas, los discursos de odio ni los insultos, tampoco en conversaciones privadas',
    scam: 'no se permiten estafas: ni pedir dinero, regalos o datos bancarios o de tarjeta, ni atraer a miembros hacia otros servicios',
    spam: 'no se permiten la publicidad, el spam ni los mensajes enviados de forma automatizada',
    illegal_content:
      'no se permiten contenidos ilícitos ni fotos o textos que infrinjan nuestras condiciones',
    evasion: 'no se permite eludir una suspensión o un bloqueo',
  },
  paymentMethods: {
    sdd: 'Adeudo directo SEPA',
    sct: 'Transferencia bancaria',
    creditcard: 'Tarjeta de crédito',
  },
};
