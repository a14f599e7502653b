import type { MessageTexts } from './types';

export const esEs: MessageTexts = {
  greeting: 'Hola, {name}:',
  greetingWithoutName: 'Hola:',
  codeLabel: 'Tu código',
  linkFallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
  footer: 'Este es un mensaje automático de Hireloop. No respondas a este correo.',
  email: {
    login_code: {
      subject: 'Tu código para iniciar sesión en Hireloop',
      heading: 'Inicia sesión en Hireloop',
      before: ['Introduce este código para iniciar sesión. Caduca en {duration} y solo puede usarse una vez.'],
      after: ['Si no has intentado iniciar sesión, puedes ignorar este correo. No compartas nunca este código con nadie, ni siquiera con quien diga trabajar para Hireloop.'],
    },
    magic_link: {
      subject: 'Tu enlace para iniciar sesión en Hireloop',
      heading: 'Inicia sesión en Hireloop',
      before: ['Selecciona el botón de abajo para iniciar sesión. El enlace caduca en {duration} y solo puede usarse una vez.'],
      after: ['Si no has pedido este enlace, puedes ignorar este correo. No lo reenvíes: cualquiera que tenga el enlace puede entrar en tu cuenta.'],
      action: 'Iniciar sesión en Hireloop',
    },
    verify_email: {
      subject: 'Verifica tu dirección de correo en Hireloop',
      heading: 'Verifica tu dirección de correo',
      before: ['Introduce este código en Hireloop para confirmar que esta dirección de correo es tuya. Caduca en {duration}.'],
      after: ['Si no has creado una cuenta en Hireloop, puedes ignorar este correo.'],
    },
    reset_password: {
      subject: 'Restablece tu contraseña de Hireloop',
      heading: 'Restablece tu contraseña',
      before: ['Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Hireloop. Introduce este código para elegir una contraseña nueva. Caduca en {duration}.'],
      after: ['Si no has pedido restablecer tu contraseña, puedes ignorar este correo: tu contraseña no cambiará.'],
    },
    safety_code: {
      subject: 'Confirma que eres tú quien inicia sesión en Hireloop',
      heading: 'Inicio de sesión desde un dispositivo nuevo',
      before: ['Alguien ha introducido la contraseña correcta de tu cuenta de Hireloop en un dispositivo o navegador que no reconocemos. Si has sido tú, introduce este código para terminar de iniciar sesión. Caduca en {duration}.'],
      after: ['Si no has sido tú, no compartas el código y cambia tu contraseña de inmediato: otra persona la conoce.'],
    },
    password_changed: {
      subject: 'Se ha cambiado tu contraseña de Hireloop',
      heading: 'Se ha cambiado tu contraseña',
      before: ['Se acaba de cambiar la contraseña de tu cuenta de Hireloop y se ha cerrado la sesión en todos los dispositivos.'],
      after: ['Si no has sido tú, restablece tu contraseña ahora y ponte en contacto con el servicio de asistencia de Hireloop.'],
    },
    confirm_account: {
      subject: 'Confirma que eres tú en Hireloop',
      heading: 'Confirma que eres tú',
      before: ['Has pedido cambiar cómo inicias sesión en Hireloop (tu correo, tu contraseña o tu teléfono). Introduce este código en la configuración de tu cuenta para confirmar que eres tú. Caduca en {duration}.'],
      after: ['Si no lo has pedido tú, no compartas el código con nadie y cambia tu contraseña: puede que alguien haya iniciado sesión en tu cuenta.'],
    },
    change_email: {
      subject: 'Confirma tu nueva dirección de correo en Hireloop',
      heading: 'Confirma tu nueva dirección de correo',
      before: ['Has pedido usar esta dirección para iniciar sesión en Hireloop. Introduce este código en la configuración de tu cuenta para confirmarla. Caduca en {duration}.'],
      after: ['Si no lo has pedido tú, puedes ignorar este correo: nada cambia hasta que se introduzca el código.'],
    },
    email_changed: {
      subject: 'Se ha cambiado tu correo de inicio de sesión en Hireloop',
      heading: 'Se ha cambiado tu correo de inicio de sesión',
      before: ['La dirección de correo con la que inicias sesión en Hireloop se acaba de cambiar a {new_email}. Esta dirección ya no da acceso a la cuenta, y se ha cerrado la sesión en todos los demás dispositivos.'],
      after: ['Si no has hecho este cambio, contacta con el soporte de Hireloop de inmediato para que podamos devolverte la cuenta.'],
    },
    password_updated: {
      subject: 'Se ha cambiado tu contraseña de Hireloop',
      heading: 'Se ha cambiado tu contraseña',
      before: ['La contraseña de tu cuenta de Hireloop se acaba de cambiar desde la configuración de la cuenta. Se ha cerrado la sesión en todos los demás dispositivos.'],
      after: ['Si no la has cambiado tú, restablece tu contraseña ahora y contacta con el soporte de Hireloop.'],
    },
  },
  sms: {
    login_code: '{code} es tu código para iniciar sesión en Hireloop. Caduca en {duration}. No lo compartas con nadie.',
    verify_phone: '{code} es tu código de Hireloop para verificar este número de teléfono. Caduca en {duration}.',
    safety_code: '{code} es tu código de Hireloop para confirmar un inicio de sesión desde un dispositivo nuevo. Si no has sido tú, cambia tu contraseña.',
  },
};
