import type { MessageTexts } from './types';

export const zhCn: MessageTexts = {
  greeting: '{full_name}，您好：',
  greetingWithoutName: '您好：',
  codeLabel: '您的验证码',
  linkFallback: '如果按钮无法使用，请将以下地址复制到浏览器中打开：',
  footer: '这是 Hireloop 自动发送的邮件，请勿直接回复。',
  email: {
    login_code: {
      subject: '您的 Hireloop 登录验证码',
      heading: '登录 Hireloop',
      before: ['请输入以下验证码完成登录。验证码将在{duration}后失效，且只能使用一次。'],
      after: ['如果您没有尝试登录，请忽略此邮件。请勿将验证码告诉任何人，包括自称 Hireloop 工作人员的人。'],
    },
    magic_link: {
      subject: '您的 Hireloop 登录链接',
      heading: '登录 Hireloop',
      before: ['请点击下方按钮登录。链接将在{duration}后失效，且只能使用一次。'],
      after: ['如果您没有申请此链接，请忽略此邮件。请勿转发：任何拿到此链接的人都可以登录您的账号。'],
      action: '登录 Hireloop',
    },
    verify_email: {
      subject: '验证您在 Hireloop 的电子邮箱',
      heading: '验证您的电子邮箱',
      before: ['请在 Hireloop 输入以下验证码，确认此邮箱属于您。验证码将在{duration}后失效。'],
      after: ['如果您没有注册 Hireloop 账号，请忽略此邮件。'],
    },
    reset_password: {
      subject: '重置您的 Hireloop 密码',
      heading: '重置密码',
      before: ['我们收到了重置您 Hireloop 账号密码的请求。请输入以下验证码设置新密码。验证码将在{duration}后失效。'],
      after: ['如果您没有申请重置密码，请忽略此邮件，您的密码不会改变。'],
    },
    safety_code: {
      subject: '确认是您本人登录 Hireloop',
      heading: '新设备登录',
      before: ['有人在我们无法识别的设备或浏览器上输入了您 Hireloop 账号的正确密码。如果是您本人，请输入以下验证码完成登录。验证码将在{duration}后失效。'],
      after: ['如果不是您本人，请不要透露验证码，并立即修改密码：有其他人知道您的密码。'],
    },
    password_changed: {
      subject: '您的 Hireloop 密码已修改',
      heading: '密码已修改',
      before: ['您的 Hireloop 账号密码刚刚被修改，所有已登录的设备均已退出登录。'],
      after: ['如果这不是您本人的操作，请立即重置密码并联系 Hireloop 客服。'],
    },
    confirm_account: {
      subject: '在 Hireloop 确认是您本人',
      heading: '确认是您本人',
      before: ['您申请更改 Hireloop 的登录方式（邮箱、密码或手机号）。请在账号设置中输入此验证码，确认是您本人操作。验证码将在{duration}后失效。'],
      after: ['如果这不是您本人的操作，请勿将验证码告诉任何人，并修改密码：可能有人登录了您的账号。'],
    },
    change_email: {
      subject: '确认您在 Hireloop 的新邮箱地址',
      heading: '确认新邮箱地址',
      before: ['您申请使用此邮箱地址登录 Hireloop。请在账号设置中输入此验证码进行确认。验证码将在{duration}后失效。'],
      after: ['如果这不是您本人的操作，可以忽略此邮件：在输入验证码之前不会有任何更改。'],
    },
    email_changed: {
      subject: '您的 Hireloop 登录邮箱已更改',
      heading: '登录邮箱已更改',
      before: ['您用于登录 Hireloop 的邮箱地址刚刚被更改为 {new_email}。此地址已不能再登录该账号，其他所有已登录的设备均已退出登录。'],
      after: ['如果这不是您本人的操作，请立即联系 Hireloop 客服，以便我们帮您找回账号。'],
    },
    password_updated: {
      subject: '您的 Hireloop 密码已修改',
      heading: '密码已修改',
      before: ['您的 Hireloop 账号密码刚刚在账号设置中被修改，其他所有已登录的设备均已退出登录。'],
      after: ['如果这不是您本人的操作，请立即重置密码并联系 Hireloop 客服。'],
    },
  },
  sms: {
    login_code: '【Hireloop】您的登录验证码是 {code}，{duration}内有效。请勿告诉他人。',
    verify_phone: '【Hireloop】您的手机号验证码是 {code}，{duration}内有效。',
    safety_code: '【Hireloop】您的新设备登录确认码是 {code}。如非本人操作，请立即修改密码。',
  },
};
