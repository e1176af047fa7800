import { defineLocale } from './registry.js';

/** Spanish: `import 'card-tokenizer/locales/es'`, or `dist/locales/es.js` after the script tag. */
export const es = defineLocale('es', {
  numberLabel: 'Número de tarjeta',
  expiryLabel: 'Fecha de caducidad',
  cvxLabel: 'Código de seguridad',
  holderLabel: 'Titular de la tarjeta',
  optional: '(opcional)',
  expiryPlaceholder: 'MM/AA',
  brandAnnouncement: 'Tipo de tarjeta: {brand}',
  unknownBrand: 'Tipo de tarjeta desconocido',
  busy: 'Guardando su tarjeta…',
  tokenized: 'Tarjeta guardada',
  groupLabel: 'Tarjeta de pago',
  holderRequired: 'Introduzca el nombre del titular.',
  holderTooLong: 'El nombre del titular no puede superar los {max} caracteres.',
  holderInvalid: 'El nombre del titular contiene caracteres no permitidos.',
  networkLabel: 'Red de la tarjeta',
  numberRequired: 'Introduzca el número de tarjeta.',
  numberInvalid: 'El número de tarjeta no es válido.',
  numberIncomplete: 'El número de tarjeta está incompleto.',
  numberNotAccepted: 'Este tipo de tarjeta no se acepta aquí.',
  numberInactive: 'Esta tarjeta no está activa.',
  expiryRequired: 'Introduzca la fecha de caducidad.',
  expiryInvalid: 'Introduzca la fecha de caducidad con el formato MM/AA.',
  expiryPast: 'Esta tarjeta ha caducado.',
  expiryTooFar: 'Esta fecha de caducidad es demasiado lejana.',
  cvxRequired: 'Introduzca el código de seguridad.',
  cvxInvalid: 'El código de seguridad debe tener {size} dígitos.',
  refused: 'La tarjeta ha sido rechazada. Pruebe con otra tarjeta.',
  registrationExpired: 'Esta sesión de pago ha caducado. Vuelva a intentarlo.',
  registrationRejected: 'El servicio de pago no ha aceptado esta sesión. Vuelva a intentarlo.',
  serviceUnavailable: 'El servicio de pago no está disponible. Vuelva a intentarlo más tarde.',
  network:
    'No se ha podido conectar con el servicio de pago. Vuelva a intentarlo o elija otra forma de pago.',
  timeout: 'El servicio de pago ha tardado demasiado en responder. Vuelva a intentarlo.',
  aborted: 'Se ha cancelado el guardado de la tarjeta.',
  badResponse: 'El servicio de pago ha enviado una respuesta inesperada. Vuelva a intentarlo.',
  configuration: 'El formulario de la tarjeta no está configurado correctamente.',
});

export default es;
