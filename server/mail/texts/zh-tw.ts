import type { MessageTexts } from './types';

export const zhTw: MessageTexts = {
  greeting: '{full_name}，您好：',
  greetingWithoutName: '您好：',
  codeLabel: '您的驗證碼',
  linkFallback: '如果按鈕無法使用，請將以下網址複製到瀏覽器中開啟：',
  footer: '這是 Hireloop 自動寄出的郵件，請勿直接回覆。',
  email: {
    login_code: {
      subject: '您的 Hireloop 登入驗證碼',
      heading: '登入 Hireloop',
      before: ['請輸入以下驗證碼完成登入。驗證碼將在{duration}後失效，且只能使用一次。'],
      after: ['如果您沒有嘗試登入，請忽略此郵件。請勿將驗證碼告訴任何人，包括自稱 Hireloop 工作人員的人。'],
    },
    magic_link: {
      subject: '您的 Hireloop 登入連結',
      heading: '登入 Hireloop',
      before: ['請點選下方按鈕登入。連結將在{duration}後失效，且只能使用一次。'],
      after: ['如果您沒有申請此連結，請忽略此郵件。請勿轉寄：任何取得此連結的人都能登入您的帳號。'],
      action: '登入 Hireloop',
    },
    verify_email: {
      subject: '驗證您在 Hireloop 的電子郵件地址',
      heading: '驗證您的電子郵件地址',
      before: ['請在 Hireloop 輸入以下驗證碼，確認此電子郵件地址屬於您。驗證碼將在{duration}後失效。'],
      after: ['如果您沒有註冊 Hireloop 帳號，請忽略此郵件。'],
    },
    reset_password: {
      subject: '重設您的 Hireloop 密碼',
      heading: '重設密碼',
      before: ['我們收到了重設您 Hireloop 帳號密碼的要求。請輸入以下驗證碼設定新密碼。驗證碼將在{duration}後失效。'],
      after: ['如果您沒有要求重設密碼，請忽略此郵件，您的密碼不會改變。'],
    },
    safety_code: {
      subject: '確認是您本人登入 Hireloop',
      heading: '新裝置登入',
      before: ['有人在我們無法辨識的裝置或瀏覽器上輸入了您 Hireloop 帳號的正確密碼。如果是您本人，請輸入以下驗證碼完成登入。驗證碼將在{duration}後失效。'],
      after: ['如果不是您本人，請勿透露驗證碼，並立即變更密碼：有其他人知道您的密碼。'],
    },
    password_changed: {
      subject: '您的 Hireloop 密碼已變更',
      heading: '密碼已變更',
      before: ['您的 Hireloop 帳號密碼剛剛已變更，所有已登入的裝置均已登出。'],
      after: ['如果這不是您本人的操作，請立即重設密碼並聯絡 Hireloop 客服。'],
    },
    confirm_account: {
      subject: '在 Hireloop 確認是您本人',
      heading: '確認是您本人',
      before: ['您申請變更 Hireloop 的登入方式（電子郵件、密碼或手機號碼）。請在帳號設定中輸入此驗證碼，確認是您本人操作。驗證碼將在{duration}後失效。'],
      after: ['如果這不是您本人的操作，請勿將驗證碼告訴任何人，並變更密碼：可能有人登入了您的帳號。'],
    },
    change_email: {
      subject: '確認您在 Hireloop 的新電子郵件地址',
      heading: '確認新電子郵件地址',
      before: ['您申請使用此電子郵件地址登入 Hireloop。請在帳號設定中輸入此驗證碼進行確認。驗證碼將在{duration}後失效。'],
      after: ['如果這不是您本人的操作，可以忽略此郵件：在輸入驗證碼之前不會有任何變更。'],
    },
    email_changed: {
      subject: '您的 Hireloop 登入電子郵件已變更',
      heading: '登入電子郵件已變更',
      before: ['您用於登入 Hireloop 的電子郵件地址剛剛被變更為 {new_email}。此地址已無法再登入該帳號，其他所有已登入的裝置均已登出。'],
      after: ['如果這不是您本人的操作，請立即聯絡 Hireloop 客服，以便我們協助您取回帳號。'],
    },
    password_updated: {
      subject: '您的 Hireloop 密碼已變更',
      heading: '密碼已變更',
      before: ['您的 Hireloop 帳號密碼剛剛在帳號設定中被變更，其他所有已登入的裝置均已登出。'],
      after: ['如果這不是您本人的操作，請立即重設密碼並聯絡 Hireloop 客服。'],
    },
  },
  sms: {
    login_code: '【Hireloop】您的登入驗證碼是 {code}，{duration}內有效。請勿告訴他人。',
    verify_phone: '【Hireloop】您的手機號碼驗證碼是 {code}，{duration}內有效。',
    safety_code: '【Hireloop】您的新裝置登入確認碼是 {code}。如非本人操作，請立即變更密碼。',
  },
};
