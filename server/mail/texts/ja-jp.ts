import type { MessageTexts } from './types';

export const jaJp: MessageTexts = {
  greeting: '{full_name} 様',
  greetingWithoutName: 'こんにちは。',
  codeLabel: '認証コード',
  linkFallback: 'ボタンが機能しない場合は、次のアドレスをブラウザにコピーしてください：',
  footer: 'このメールは Hireloop から自動送信されています。このメールには返信しないでください。',
  email: {
    login_code: {
      subject: 'Hireloop ログイン用認証コード',
      heading: 'Hireloop にログイン',
      before: ['次のコードを入力してログインしてください。コードの有効期限は{duration}で、1回のみ使用できます。'],
      after: ['ログインしようとしていない場合は、このメールを無視してください。Hireloop の社員を名乗る人を含め、誰にもこのコードを教えないでください。'],
    },
    magic_link: {
      subject: 'Hireloop ログイン用リンク',
      heading: 'Hireloop にログイン',
      before: ['下のボタンを選択してログインしてください。リンクの有効期限は{duration}で、1回のみ使用できます。'],
      after: ['このリンクをリクエストしていない場合は、このメールを無視してください。リンクを知っている人は誰でもあなたのアカウントにログインできるため、転送しないでください。'],
      action: 'Hireloop にログイン',
    },
    verify_email: {
      subject: 'Hireloop のメールアドレスを確認してください',
      heading: 'メールアドレスの確認',
      before: ['このメールアドレスがあなたのものであることを確認するため、Hireloop で次のコードを入力してください。コードの有効期限は{duration}です。'],
      after: ['Hireloop のアカウントを作成していない場合は、このメールを無視してください。'],
    },
    reset_password: {
      subject: 'Hireloop のパスワードの再設定',
      heading: 'パスワードの再設定',
      before: ['Hireloop アカウントのパスワード再設定のリクエストを受け付けました。次のコードを入力して新しいパスワードを設定してください。コードの有効期限は{duration}です。'],
      after: ['パスワードの再設定をリクエストしていない場合は、このメールを無視してください。パスワードは変更されません。'],
    },
    safety_code: {
      subject: 'Hireloop へのログインがご本人によるものか確認してください',
      heading: '新しいデバイスからのログイン',
      before: ['認識されていないデバイスまたはブラウザで、あなたの Hireloop アカウントの正しいパスワードが入力されました。ご本人の場合は、次のコードを入力してログインを完了してください。コードの有効期限は{duration}です。'],
      after: ['心当たりがない場合は、コードを誰にも教えず、すぐにパスワードを変更してください。第三者があなたのパスワードを知っています。'],
    },
    password_changed: {
      subject: 'Hireloop のパスワードが変更されました',
      heading: 'パスワードが変更されました',
      before: ['あなたの Hireloop アカウントのパスワードが変更され、ログイン中のすべてのデバイスからログアウトしました。'],
      after: ['心当たりがない場合は、すぐにパスワードを再設定し、Hireloop サポートにお問い合わせください。'],
    },
    confirm_account: {
      subject: 'Hireloop でご本人確認をお願いします',
      heading: 'ご本人確認',
      before: ['Hireloop へのログイン方法（メールアドレス、パスワード、電話番号）の変更がリクエストされました。ご本人であることを確認するため、アカウント設定でこのコードを入力してください。コードの有効期限は{duration}です。'],
      after: ['心当たりがない場合は、このコードを誰にも教えず、パスワードを変更してください。誰かがあなたのアカウントにログインしている可能性があります。'],
    },
    change_email: {
      subject: 'Hireloop の新しいメールアドレスを確認してください',
      heading: '新しいメールアドレスの確認',
      before: ['このアドレスを Hireloop のログインに使うようリクエストされました。確認のため、アカウント設定でこのコードを入力してください。コードの有効期限は{duration}です。'],
      after: ['心当たりがない場合は、このメールを無視してください。コードが入力されるまで何も変更されません。'],
    },
    email_changed: {
      subject: 'Hireloop のログイン用メールアドレスが変更されました',
      heading: 'ログイン用メールアドレスが変更されました',
      before: ['Hireloop のログインに使うメールアドレスが {new_email} に変更されました。このアドレスではこのアカウントにログインできなくなり、ログイン中の他のすべてのデバイスからログアウトしました。'],
      after: ['心当たりがない場合は、アカウントを取り戻せるよう、すぐに Hireloop サポートにお問い合わせください。'],
    },
    password_updated: {
      subject: 'Hireloop のパスワードが変更されました',
      heading: 'パスワードが変更されました',
      before: ['アカウント設定で Hireloop アカウントのパスワードが変更されました。ログイン中の他のすべてのデバイスからログアウトしました。'],
      after: ['心当たりがない場合は、すぐにパスワードを再設定し、Hireloop サポートにお問い合わせください。'],
    },
  },
  sms: {
    login_code: '{code} は Hireloop のログインコードです。有効期限は{duration}です。誰にも教えないでください。',
    verify_phone: '{code} は Hireloop の電話番号確認コードです。有効期限は{duration}です。',
    safety_code: '{code} は Hireloop の新しいデバイスからのログイン確認コードです。心当たりがない場合はパスワードを変更してください。',
  },
};
