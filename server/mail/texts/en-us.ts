import type { MessageTexts } from './types';

export const enUs: MessageTexts = {
  greeting: 'Hello {name},',
  greetingWithoutName: 'Hello,',
  codeLabel: 'Your code',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  footer: 'This is an automatic message from Hireloop. Please do not reply to it.',
  email: {
    login_code: {
      subject: 'Your Hireloop sign-in code',
      heading: 'Sign in to Hireloop',
      before: ['Enter this code to sign in. It expires in {duration} and works only once.'],
      after: ['If you did not try to sign in, you can ignore this email. Never share this code with anyone, including people who say they work for Hireloop.'],
    },
    magic_link: {
      subject: 'Your Hireloop sign-in link',
      heading: 'Sign in to Hireloop',
      before: ['Select the button below to sign in. The link expires in {duration} and works only once.'],
      after: ['If you did not ask for this link, you can ignore this email. Do not forward it: anyone with the link can sign in to your account.'],
      action: 'Sign in to Hireloop',
    },
    verify_email: {
      subject: 'Verify your email address for Hireloop',
      heading: 'Verify your email address',
      before: ['Enter this code on Hireloop to confirm that this email address is yours. It expires in {duration}.'],
      after: ['If you did not create a Hireloop account, you can ignore this email.'],
    },
    reset_password: {
      subject: 'Reset your Hireloop password',
      heading: 'Reset your password',
      before: ['We received a request to reset the password of your Hireloop account. Enter this code to choose a new password. It expires in {duration}.'],
      after: ['If you did not ask to reset your password, you can ignore this email: your password stays the same.'],
    },
    safety_code: {
      subject: 'Confirm it is you signing in to Hireloop',
      heading: 'Sign-in from a new device',
      before: ['Someone entered the correct password for your Hireloop account on a device or browser we do not recognize. If this was you, enter this code to finish signing in. It expires in {duration}.'],
      after: ['If this was not you, do not share the code, and change your password right away: someone else knows it.'],
    },
    password_changed: {
      subject: 'Your Hireloop password was changed',
      heading: 'Your password was changed',
      before: ['The password of your Hireloop account was just changed, and every device signed in to your account was signed out.'],
      after: ['If you did not change it, reset your password now and contact Hireloop support.'],
    },
    confirm_account: {
      subject: 'Confirm it is you on Hireloop',
      heading: 'Confirm it is you',
      before: ['You asked to change how you sign in to Hireloop (your email, password or phone). Enter this code in your account settings to confirm it is you. It expires in {duration}.'],
      after: ['If you did not ask for this, do not share the code with anyone, and change your password: someone may be signed in to your account.'],
    },
    change_email: {
      subject: 'Confirm your new email address for Hireloop',
      heading: 'Confirm your new email address',
      before: ['You asked to use this address to sign in to Hireloop. Enter this code in your account settings to confirm it. It expires in {duration}.'],
      after: ['If you did not ask for this, you can ignore this email: nothing changes until the code is entered.'],
    },
    email_changed: {
      subject: 'Your Hireloop sign-in email was changed',
      heading: 'Your sign-in email was changed',
      before: ['The email address you use to sign in to Hireloop was just changed to {new_email}. This address no longer signs in to the account, and every other device signed in to it was signed out.'],
      after: ['If you did not make this change, contact Hireloop support right away so we can give the account back to you.'],
    },
    password_updated: {
      subject: 'Your Hireloop password was changed',
      heading: 'Your password was changed',
      before: ['The password of your Hireloop account was just changed in your account settings. Every other device signed in to your account was signed out.'],
      after: ['If you did not change it, reset your password now and contact Hireloop support.'],
    },
  },
  sms: {
    login_code: '{code} is your Hireloop sign-in code. It expires in {duration}. Never share it.',
    verify_phone: '{code} is your Hireloop code to verify this phone number. It expires in {duration}.',
    safety_code: '{code} is your Hireloop code to confirm a sign-in from a new device. If it was not you, change your password.',
  },
};
