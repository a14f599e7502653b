import type { MessageTexts } from './types';

export const ptBr: MessageTexts = {
  greeting: 'Olá, {name},',
  greetingWithoutName: 'Olá,',
  codeLabel: 'Seu código',
  linkFallback: 'Se o botão não funcionar, copie este endereço no seu navegador:',
  footer: 'Esta é uma mensagem automática da Hireloop. Não responda a este e-mail.',
  email: {
    login_code: {
      subject: 'Seu código de acesso à Hireloop',
      heading: 'Entre na Hireloop',
      before: ['Digite este código para entrar. Ele expira em {duration} e só pode ser usado uma vez.'],
      after: ['Se você não tentou entrar, ignore este e-mail. Nunca compartilhe este código com ninguém, nem com quem disser que trabalha na Hireloop.'],
    },
    magic_link: {
      subject: 'Seu link de acesso à Hireloop',
      heading: 'Entre na Hireloop',
      before: ['Selecione o botão abaixo para entrar. O link expira em {duration} e só pode ser usado uma vez.'],
      after: ['Se você não pediu este link, ignore este e-mail. Não o encaminhe: qualquer pessoa com o link pode entrar na sua conta.'],
      action: 'Entrar na Hireloop',
    },
    verify_email: {
      subject: 'Confirme seu endereço de e-mail na Hireloop',
      heading: 'Confirme seu endereço de e-mail',
      before: ['Digite este código na Hireloop para confirmar que este endereço de e-mail é seu. Ele expira em {duration}.'],
      after: ['Se você não criou uma conta na Hireloop, ignore este e-mail.'],
    },
    reset_password: {
      subject: 'Redefina sua senha da Hireloop',
      heading: 'Redefina sua senha',
      before: ['Recebemos um pedido para redefinir a senha da sua conta na Hireloop. Digite este código para escolher uma nova senha. Ele expira em {duration}.'],
      after: ['Se você não pediu para redefinir a senha, ignore este e-mail: sua senha continua a mesma.'],
    },
    safety_code: {
      subject: 'Confirme que é você entrando na Hireloop',
      heading: 'Acesso de um novo dispositivo',
      before: ['Alguém digitou a senha correta da sua conta na Hireloop em um dispositivo ou navegador que não reconhecemos. Se foi você, digite este código para concluir o acesso. Ele expira em {duration}.'],
      after: ['Se não foi você, não compartilhe o código e troque sua senha imediatamente: outra pessoa a conhece.'],
    },
    password_changed: {
      subject: 'Sua senha da Hireloop foi alterada',
      heading: 'Sua senha foi alterada',
      before: ['A senha da sua conta na Hireloop acabou de ser alterada, e todos os dispositivos conectados à sua conta foram desconectados.'],
      after: ['Se não foi você, redefina sua senha agora e entre em contato com o suporte da Hireloop.'],
    },
    confirm_account: {
      subject: 'Confirme que é você no Hireloop',
      heading: 'Confirme que é você',
      before: ['Você pediu para mudar a forma de entrar no Hireloop (seu e-mail, sua senha ou seu telefone). Digite este código nas configurações da conta para confirmar que é você. Ele expira em {duration}.'],
      after: ['Se não foi você, não compartilhe o código com ninguém e mude sua senha: alguém pode ter entrado na sua conta.'],
    },
    change_email: {
      subject: 'Confirme seu novo endereço de e-mail no Hireloop',
      heading: 'Confirme seu novo endereço de e-mail',
      before: ['Você pediu para usar este endereço para entrar no Hireloop. Digite este código nas configurações da conta para confirmá-lo. Ele expira em {duration}.'],
      after: ['Se não foi você, ignore este e-mail: nada muda até que o código seja digitado.'],
    },
    email_changed: {
      subject: 'Seu e-mail de acesso ao Hireloop foi alterado',
      heading: 'Seu e-mail de acesso foi alterado',
      before: ['O endereço de e-mail que você usa para entrar no Hireloop acabou de ser alterado para {new_email}. Este endereço não dá mais acesso à conta, e todos os outros dispositivos conectados foram desconectados.'],
      after: ['Se não foi você que fez essa alteração, fale com o suporte do Hireloop imediatamente para podermos devolver a conta a você.'],
    },
    password_updated: {
      subject: 'Sua senha do Hireloop foi alterada',
      heading: 'Sua senha foi alterada',
      before: ['A senha da sua conta do Hireloop acabou de ser alterada nas configurações da conta. Todos os outros dispositivos conectados à sua conta foram desconectados.'],
      after: ['Se não foi você, redefina sua senha agora e fale com o suporte do Hireloop.'],
    },
  },
  sms: {
    login_code: '{code} é seu código de acesso à Hireloop. Expira em {duration}. Não compartilhe com ninguém.',
    verify_phone: '{code} é seu código da Hireloop para confirmar este número de telefone. Expira em {duration}.',
    safety_code: '{code} é seu código da Hireloop para confirmar um acesso de um novo dispositivo. Se não foi você, troque sua senha.',
  },
};
